import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { antdLocaleFor } from './antd-locales';
import { antdCsp } from './page-nonce';
import { SITE_ANTD_THEME } from './site-theme';
import { themeStaticAntd } from './static-antd';

export interface SiteThemeProps {
  /** The page language (i18n.language). */
  language: string;
  children: ReactNode;
  /** Wrap in antd's App, so `App.useApp()` toasts and confirms inherit the theme (default true). */
  withApp?: boolean;
}

/** The one look of every antd surface of the site (host boxes, member window, auth modals, halls, agent center). */
export function SiteTheme({ language, children, withApp = true }: SiteThemeProps) {
  // A remote's own static toasts (message.open) get the theme and the nonce too, whoever themes first.
  useEffect(() => themeStaticAntd(), []);
  return (
    <ConfigProvider theme={SITE_ANTD_THEME} locale={antdLocaleFor(language)} csp={antdCsp()}>
      {withApp ? <App component={false}>{children}</App> : children}
    </ConfigProvider>
  );
}
