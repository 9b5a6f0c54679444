import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteTheme } from '@mfp/shared/theme';

export { ANTD_LOCALES, antdLocaleFor, themeStaticAntd } from '@mfp/shared/theme';

/** The site's antd theme (dark) and language around the host's own boxes. */
export function HostTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <SiteTheme language={i18n.language} withApp={false}>
      {children}
    </SiteTheme>
  );
}
