import { theme } from 'antd';
import type { ThemeConfig } from 'antd';

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
} as const;

/** The antd theme of the site: dark algorithm with the site's colours (host boxes, toasts, every remote area). */
export const SITE_ANTD_THEME: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: SITE_COLORS.primary,
    colorLink: SITE_COLORS.primary,
    colorBgLayout: SITE_COLORS.bgLayout,
    colorBgContainer: SITE_COLORS.bgContainer,
    colorBgElevated: SITE_COLORS.bgElevated,
    colorBorder: SITE_COLORS.border,
    borderRadius: 8,
  },
  components: {
    Button: { primaryColor: SITE_COLORS.onPrimary, primaryShadow: 'none' },
    Table: { headerBg: SITE_COLORS.bgElevated, rowHoverBg: SITE_COLORS.rowHover },
    Menu: { itemBg: 'transparent' },
    Modal: { contentBg: SITE_COLORS.bgElevated, headerBg: SITE_COLORS.bgElevated },
  },
};
