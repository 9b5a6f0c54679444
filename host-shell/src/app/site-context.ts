import { createContext, useContext } from 'react';
import type { SiteConfig } from '../config/site-config';

export const SiteConfigContext = createContext<SiteConfig | null>(null);

export function useSiteConfig(): SiteConfig {
  const c = useContext(SiteConfigContext);
  if (!c) throw new Error('SiteConfigContext missing');
  return c;
}
