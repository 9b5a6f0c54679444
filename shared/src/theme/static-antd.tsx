import { ConfigProvider } from 'antd';
import { antdCsp } from './page-nonce';
import { SITE_ANTD_THEME } from './site-theme';
import { antdLocaleFor } from './antd-locales';

let staticThemed = false;

/** The page's language as the host sets it on <html lang> (en-US, bn-BD), in the site's form. */
const pageLanguage = (): string => document.documentElement.lang.replace('-', '_');

/**
 * Static antd calls (message, notification, Modal.confirm) render outside any tree: give them the site theme,
 * its language and the page's CSP nonce, once for the page's one antd. Without the nonce their styles (antd's
 * and the icons') would be refused by the nonce-only style-src.
 */
export function themeStaticAntd(): void {
  if (staticThemed) return;
  staticThemed = true;
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider theme={SITE_ANTD_THEME} locale={antdLocaleFor(pageLanguage())} csp={antdCsp()}>
        {children}
      </ConfigProvider>
    ),
  });
}
