import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import bnBD from 'antd/locale/bn_BD';
import { useTranslation } from 'react-i18next';
import { SITE_ANTD_THEME } from '@mfp/shared/theme';

/** antd's texts for the site languages (en_US, bn_BD). */
export const ANTD_LOCALES = { en_US: enUS, bn_BD: bnBD } as const;

export function antdLocaleFor(language: string) {
  return language === 'bn_BD' ? ANTD_LOCALES.bn_BD : ANTD_LOCALES.en_US;
}

/** The site's antd theme (dark) and language around the host's own boxes. */
export function HostTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider theme={SITE_ANTD_THEME} locale={antdLocaleFor(i18n.language)}>
      {children}
    </ConfigProvider>
  );
}

let staticThemed = false;

/** Static antd calls (toasts, notices, Modal.confirm) render outside the tree: give them the site theme once. */
export function themeStaticAntd(language: () => string): void {
  if (staticThemed) return;
  staticThemed = true;
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider theme={SITE_ANTD_THEME} locale={antdLocaleFor(language())}>
        {children}
      </ConfigProvider>
    ),
  });
}
