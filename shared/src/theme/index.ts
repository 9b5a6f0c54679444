// Kept out of the main index: it imports antd, which stays off the first paint.
export { SITE_ANTD_THEME, SITE_COLORS } from './site-theme';
export { ANTD_LOCALES, antdLocaleFor } from './antd-locales';
export { SiteTheme, type SiteThemeProps } from './site-theme-provider';
export { SITE_FONT_FAMILY } from './site-font';
export { antdCsp, PageNonceContext, readPageNonce, usePageNonce, type AntdCsp } from './page-nonce';
export { themeStaticAntd } from './static-antd';
