import type { ButtonHTMLAttributes, CSSProperties } from 'react';
import { SITE_COLORS } from '@mfp/shared/theme/site-colors';

/** antd's default button in the site theme (size middle or small), drawn without antd. */
const STYLES: Record<'middle' | 'small', CSSProperties> = {
  middle: { height: 32, padding: '0 15px', borderRadius: 8 },
  small: { height: 24, padding: '0 7px', borderRadius: 6 },
};

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: 'middle' | 'small';
}

/** A button of the member window's first view: looks like the site's antd default button, needs no antd. */
export function PlainButton({ size = 'middle', style, type = 'button', ...rest }: Props) {
  return (
    <button
      type={type}
      {...rest}
      style={{
        ...STYLES[size],
        background: SITE_COLORS.bgContainer,
        color: SITE_COLORS.text,
        border: `1px solid ${SITE_COLORS.border}`,
        fontSize: 14,
        fontFamily: 'inherit',
        cursor: 'pointer',
        ...style,
      }}
    />
  );
}
