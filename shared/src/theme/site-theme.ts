import { theme } from 'antd';
import type { ThemeConfig } from 'antd';

/** The site's dark palette (the host's CSS variables), once for every antd surface of the page. */
export const SITE_COLORS = {
  primary: '#f5c518',
  bgContainer: '#12301f',
  bgElevated: '#183d28',
  border: '#2e5a40',
  rowHover: '#1d4630',
} as const;

/** The antd theme of the site: dark algorithm with the site's colours (host boxes, toasts, remote areas). */
export const SITE_ANTD_THEME: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: SITE_COLORS.primary,
    colorBgContainer: SITE_COLORS.bgContainer,
    colorBgElevated: SITE_COLORS.bgElevated,
    colorBorder: SITE_COLORS.border,
    borderRadius: 8,
  },
  components: {
    Table: { headerBg: SITE_COLORS.bgElevated, rowHoverBg: SITE_COLORS.rowHover },
    Menu: { itemBg: 'transparent' },
  },
};
