import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient, footerQuery } from '@mfp/shared';
import { VALID_SITE_CONFIG } from '../../config/__tests__/site-config-fixture';
import type { RenderSite } from '../render-types';

// Values the federation preset defines at build time (tooling/rspack-preset.ts).
Object.assign(globalThis, { __MFP_ENV__: 'local', __MFP_SITE__: 'bd01', __MFP_CONFIG_URL__: '', __MFP_BUILD_VERSION__: 'test' });

export const SITE: RenderSite = { config: VALID_SITE_CONFIG, brand: 'BD Play' };

export const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
export const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

/** A footer item the server fetched, as the query cache holds it, dehydrated. */
export const FOOTER_ITEM = { id: 7, name: 'Responsible gaming policy', url: '/faq/3' };
export function dehydrateFooter(siteId = SITE.config.siteId): DehydratedState {
  const client = createQueryClient();
  client.setQueryData(footerQuery(siteId).queryKey, [FOOTER_ITEM]);
  return dehydrate(client);
}
