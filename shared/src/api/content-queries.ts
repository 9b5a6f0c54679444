import { queryOptions } from '@tanstack/react-query';
import {
  postAnnouncementMarquee,
  postBulletin,
  postBulletinHistory,
  postCarouselPicture,
  postFloat,
  postFooter,
  postModelSetting,
  postModelSponsor,
  postSiteDetail,
  type BulletinPayload,
  type ModelPayload,
} from './content';
import { BANNER_USE_TYPE, type BannerUseType } from '../constants';
import type { Banner, LinkItem } from '../types/content';
import { LEAD_IMAGE_KEY, lastKnownName, readLastKnown, writeLastKnown } from '../contracts/last-known';
import { leadImageOf } from '../contracts/lead-image';
import { apiQuery, listOf } from '../query/api-query';
import { CONTENT_STALE_MS, EVENT_FED_STALE_MS, PAGE_LOAD_STALE_MS } from '../query/stale-times';
import type { Viewer } from '../query/viewer';

type Id = string | number;

const contentQuery = apiQuery('content');

const isBannerList = (data: unknown): data is Banner[] =>
  Array.isArray(data) &&
  data.every((b) => typeof b === 'object' && b !== null && typeof (b as Banner).id === 'number');

/** Keeps the list as the last known carousel of its use type and, for the main carousel, its first picture as the lead image. */
function rememberCarousel(name: string, useType: BannerUseType, list: Banner[]): Banner[] {
  writeLastKnown(name, list);
  const lead = leadImageOf(list);
  if (useType !== BANNER_USE_TYPE.small && lead) writeLastKnown(LEAD_IMAGE_KEY, lead);
  return list;
}

/**
 * The carousel pictures of one use type as a query (the carousel event invalidates it). A repeat visit
 * starts from the last list this browser saw (the home page paints at once): that
 * data is stale from the start, so the query fetches on mount and the carousel updates when it answers.
 */
export const carouselPictureQuery = (body: { site_id: Id; use_type: BannerUseType }) => {
  const key = ['carouselPicture', body] as const;
  const name = lastKnownName(['content', ...key]);
  return queryOptions({
    ...contentQuery(
      key,
      () => postCarouselPicture(body),
      EVENT_FED_STALE_MS,
      (data) => rememberCarousel(name, body.use_type, data.web_carousel_picture_list ?? []),
    ),
    initialData: () => readLastKnown(name, isBannerList),
    initialDataUpdatedAt: 0,
  });
};
/** The marquee announcements as a query (the marquee event invalidates it); the server answers by login state. */
export const announcementMarqueeQuery = (
  body: { site_id: Id; sort_field: string; sort_order: 'asc' | 'desc' },
  viewer: Viewer,
) =>
  contentQuery(
    ['announcementMarquee', body, viewer],
    () => postAnnouncementMarquee(body),
    EVENT_FED_STALE_MS,
    (data) => data.web_announcement_list ?? [],
  );
/** The site detail (/arks/web/site/detail: search-engine text, customer-service link), read once per page. */
export const siteDetailQuery = <T = unknown>(siteId: Id) =>
  contentQuery(['siteDetail', siteId], () => postSiteDetail<T>(siteId), PAGE_LOAD_STALE_MS, (data) => data ?? null);
/** The model settings (discounts, news, FAQ, ads) of a template in a language, as a query. */
export const modelSettingQuery = <T = unknown>(body: ModelPayload) =>
  contentQuery(['modelSetting', body], () => postModelSetting<T>(body), CONTENT_STALE_MS, listOf);
/** The sponsors of a template in a language, as a query. */
export const modelSponsorQuery = <T = unknown>(body: ModelPayload) =>
  contentQuery(['modelSponsor', body], () => postModelSponsor<T>(body), CONTENT_STALE_MS, listOf);
/** The bulletins (pop-up promotions) for a visitor or a member, as a query. */
export const bulletinQuery = (body: BulletinPayload, viewer: Viewer) =>
  contentQuery(
    ['bulletin', body, viewer],
    () => postBulletin(body, viewer === 'member'),
    CONTENT_STALE_MS,
    (data) => data ?? { list: [] },
  );
/** The bulletin history (the member's past promotions), as a query. */
export const bulletinHistoryQuery = (body: BulletinPayload) =>
  contentQuery(
    ['bulletinHistory', body, 'member'],
    () => postBulletinHistory(body),
    CONTENT_STALE_MS,
    (data) => data ?? { list: [] },
  );

/** A footer or float item as the site shows it: a link item with the name or title the server gives. */
export type NamedLinkItem = LinkItem & { name?: string; title?: string; image?: string };

/** The items of a footer or float reply (a list, or `{ list }`), keeping only those with a URL. */
export const linkItemsOf = (
  data: { list?: NamedLinkItem[] } | NamedLinkItem[] | null | undefined,
): NamedLinkItem[] =>
  (Array.isArray(data) ? data : (data?.list ?? [])).filter((item) => typeof item?.url === 'string');

type LinkItemsReply = { list?: NamedLinkItem[] } | NamedLinkItem[] | null;

/** The footer items (/arks/web/footer) as a query; a language switch refetches them with their names. */
export const footerQuery = (siteId: Id) =>
  contentQuery(['footer', siteId], () => postFooter<LinkItemsReply>(siteId), CONTENT_STALE_MS, linkItemsOf);
/** The desktop float bar items (/arks/web/float) as a query. */
export const floatQuery = (siteId: Id) =>
  contentQuery(['float', siteId], () => postFloat<LinkItemsReply>(siteId), CONTENT_STALE_MS, linkItemsOf);
