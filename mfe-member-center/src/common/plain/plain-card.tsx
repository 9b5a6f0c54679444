import type { HTMLAttributes, ReactNode } from 'react';
import { SITE_COLORS } from '@mfp/shared/theme/site-colors';

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  /** Beside the title, at the end (an edit button). */
  extra?: ReactNode;
  children: ReactNode;
}

/** antd's small card in the site theme, drawn without antd: a titled surface of the member window's first view. */
export function PlainCard({ title, extra, children, style, ...rest }: Props) {
  return (
    <section
      {...rest}
      style={{
        background: SITE_COLORS.bgContainer,
        color: SITE_COLORS.text,
        border: `1px solid ${SITE_COLORS.border}`,
        borderRadius: 10,
        fontSize: 14,
        lineHeight: '22px',
        ...style,
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          minHeight: 38,
          padding: '0 12px',
          borderBottom: `1px solid ${SITE_COLORS.border}`,
        }}
      >
        <h2 style={{ flex: 1, margin: 0, fontSize: 14, fontWeight: 600, lineHeight: '22px' }}>{title}</h2>
        {extra}
      </div>
      <div style={{ padding: 12 }}>{children}</div>
    </section>
  );
}
