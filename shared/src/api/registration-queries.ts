import { queryOptions } from '@tanstack/react-query';
import { postRegisterSettings } from './registration';
import { CONTENT_STALE_MS } from '../query/stale-times';

/** The site's register settings (fields, required flags, contact fields) as a query. */
export const registerSettingsQuery = (site_id: string | number) =>
  queryOptions({
    queryKey: ['registration', 'registerSettings', { site_id }] as const,
    queryFn: async () => (await postRegisterSettings(site_id)).data?.list ?? [],
    staleTime: CONTENT_STALE_MS,
  });
