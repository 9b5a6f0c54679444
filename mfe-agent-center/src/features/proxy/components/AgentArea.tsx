import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import bnBD from 'antd/locale/bn_BD';
import { useT } from '../../../i18n/use-t';

const AREA_THEME = {
  algorithm: theme.darkAlgorithm,
  token: { colorPrimary: '#f5c518', colorBgContainer: '#12301f', colorBgElevated: '#183d28', colorBorder: '#2e5a40', borderRadius: 8 },
  components: { Table: { headerBg: '#183d28', rowHoverBg: '#1d4630' }, Menu: { itemBg: 'transparent' } },
};

/** The antd look and language of the agent area (the host's dark palette). */
export function AgentArea({ children }: { children: ReactNode }) {
  const { i18n } = useT();
  const bn = i18n.language === 'bn_BD';
  return (
    <ConfigProvider theme={AREA_THEME} locale={bn ? bnBD : enUS}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
