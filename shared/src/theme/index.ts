// Kept out of the main index: it imports antd, which stays off the first paint.
export { SITE_ANTD_THEME, SITE_COLORS } from './site-theme';
export { ANTD_LOCALES, antdLocaleFor, SiteTheme, type SiteThemeProps } from './site-theme-provider';
export { SITE_FONT_FAMILY } from './site-font';
export { antdCsp, readPageNonce, type AntdCsp } from './page-nonce';
