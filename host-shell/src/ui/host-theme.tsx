import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { antdCsp, antdLocaleFor, SITE_ANTD_THEME, SiteTheme } from '@mfp/shared/theme';

export { ANTD_LOCALES, antdLocaleFor } from '@mfp/shared/theme';

/** The site's antd theme (dark) and language around the host's own boxes. */
export function HostTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <SiteTheme language={i18n.language} withApp={false}>
      {children}
    </SiteTheme>
  );
}

let staticThemed = false;

/** Static antd calls (toasts, notices, Modal.confirm) render outside the tree: give them the site theme once. */
export function themeStaticAntd(language: () => string): void {
  if (staticThemed) return;
  staticThemed = true;
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider theme={SITE_ANTD_THEME} locale={antdLocaleFor(language())} csp={antdCsp()}>
        {children}
      </ConfigProvider>
    ),
  });
}
