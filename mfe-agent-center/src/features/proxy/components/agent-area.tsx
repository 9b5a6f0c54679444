import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import bnBD from 'antd/locale/bn_BD';
import { SITE_ANTD_THEME } from '@mfp/shared/theme';
import { useT } from '../../../i18n/use-t';

/** The antd look and language of the agent area (the host's dark palette). */
export function AgentArea({ children }: { children: ReactNode }) {
  const { i18n } = useT();
  const bn = i18n.language === 'bn_BD';
  return (
    <ConfigProvider theme={SITE_ANTD_THEME} locale={bn ? bnBD : enUS}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
