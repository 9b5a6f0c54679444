interface GameIconProps {
  light: string;
  dark: string;
  alt: string;
  size: number;
}

/** A game or provider icon: the dark variant under a dark colour scheme, lazy-loaded, fixed size (no layout shift). */
export function GameIcon({ light, dark, alt, size }: GameIconProps) {
  return (
    <picture>
      {dark ? <source media="(prefers-color-scheme: dark)" srcSet={dark} /> : null}
      <img
        src={light}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={{ width: size, height: size, objectFit: 'cover', borderRadius: 12, display: 'block', background: '#eef0f5' }}
      />
    </picture>
  );
}
