import type { ReactNode } from 'react';
import { SiteTheme } from '@mfp/shared/theme';
import { useT } from '../../../i18n/use-t';

/** The antd look and language of the agent area (the site's theme). */
export function AgentArea({ children }: { children: ReactNode }) {
  const { i18n } = useT();
  return <SiteTheme language={i18n.language}>{children}</SiteTheme>;
}
