import { SITE_COLORS } from '@mfp/shared/theme';

interface GameIconProps {
  light: string;
  dark: string;
  alt: string;
  size: number;
}

/** A game or provider icon: the dark variant (the site is dark whatever the system scheme), lazy-loaded, fixed size (no layout shift). */
export function GameIcon({ light, dark, alt, size }: GameIconProps) {
  return (
    <img
      src={dark || light}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ width: size, height: size, objectFit: 'cover', borderRadius: 12, display: 'block', background: SITE_COLORS.bgElevated }}
    />
  );
}
