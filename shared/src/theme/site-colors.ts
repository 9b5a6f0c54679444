// No antd here: the e2e suites and plain CSS read the palette without loading antd.
/** The site's dark palette: the host's CSS variables (host-shell/src/app/styles.css) hold the same values. */
export const SITE_COLORS = {
  primary: '#f5c518',
  /** Text on the primary (gold) colour. */
  onPrimary: '#1a1a1a',
  bgLayout: '#0b1f16',
  bgContainer: '#12301f',
  bgElevated: '#183d28',
  border: '#2e5a40',
  rowHover: '#1d4630',
  text: '#f1f5f2',
  muted: '#a9c2b3',
  /** Placeholder text: the lightest grey that keeps 4.5:1 (WCAG AA) on every surface above. */
  placeholder: '#9ab3a5',
} as const;
