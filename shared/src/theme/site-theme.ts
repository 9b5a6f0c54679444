import { theme } from 'antd';
import type { ThemeConfig } from 'antd';
import { SITE_COLORS } from './site-colors';
import { SITE_FONT_FAMILY } from './site-font';

export { SITE_COLORS };

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
    // The dark algorithm's greys (white at 65 % / 45 % / 25 %) fall under 4.5:1 on the green surfaces
    // (axe colour-contrast): secondary, description and placeholder text use AA colours.
    colorText: SITE_COLORS.text,
    colorTextSecondary: SITE_COLORS.muted,
    colorTextTertiary: SITE_COLORS.muted,
    colorTextDescription: SITE_COLORS.muted,
    colorTextPlaceholder: SITE_COLORS.placeholder,
    borderRadius: 8,
    fontFamily: SITE_FONT_FAMILY,
  },
  components: {
    Button: { primaryColor: SITE_COLORS.onPrimary, primaryShadow: 'none' },
    Table: { headerBg: SITE_COLORS.bgElevated, rowHoverBg: SITE_COLORS.rowHover },
    // The selected item's text and the empty list's text: the derived colours read 4.0:1 and 2.2:1 (axe).
    Menu: { itemBg: 'transparent', itemSelectedColor: SITE_COLORS.primary },
    List: { colorTextDisabled: SITE_COLORS.muted },
    Modal: { contentBg: SITE_COLORS.bgElevated, headerBg: SITE_COLORS.bgElevated },
  },
};
