import { useQuery } from '@tanstack/react-query';
import { modelSettingQuery, modelSponsorQuery } from '@mfp/shared';
import { contentItems, type ContentKind } from '../utils/content';
import { useSite } from './use-site';

/**
 * The content items of one kind in the page language. model_setting carries discounts, news, FAQ and ads
 * (one request for all four, each kind selects its items); sponsors have their own call.
 */
export function useContent(kind: ContentKind) {
  const { siteId, locale, template } = useSite();
  const body = { site_id: siteId, language: locale, model_version: template };
  const select = (list: unknown[]) => contentItems(kind, list);
  const sponsors = useQuery({ ...modelSponsorQuery(body), select, enabled: kind === 'sponsor' });
  const settings = useQuery({ ...modelSettingQuery(body), select, enabled: kind !== 'sponsor' });
  return kind === 'sponsor' ? sponsors : settings;
}
