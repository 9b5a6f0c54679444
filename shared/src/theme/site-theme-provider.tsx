import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import bnBD from 'antd/locale/bn_BD';
import { antdCsp } from './page-nonce';
import { SITE_ANTD_THEME } from './site-theme';

/** antd's own texts for the site languages (en_US, bn_BD). */
export const ANTD_LOCALES = { en_US: enUS, bn_BD: bnBD } as const;

export function antdLocaleFor(language: string) {
  return language === 'bn_BD' ? ANTD_LOCALES.bn_BD : ANTD_LOCALES.en_US;
}

export interface SiteThemeProps {
  /** The page language (i18n.language). */
  language: string;
  children: ReactNode;
  /** Wrap in antd's App, so `App.useApp()` toasts and confirms inherit the theme (default true). */
  withApp?: boolean;
}

/** The one look of every antd surface of the site (host boxes, member window, auth modals, halls, agent center). */
export function SiteTheme({ language, children, withApp = true }: SiteThemeProps) {
  return (
    <ConfigProvider theme={SITE_ANTD_THEME} locale={antdLocaleFor(language)} csp={antdCsp()}>
      {withApp ? <App component={false}>{children}</App> : children}
    </ConfigProvider>
  );
}
