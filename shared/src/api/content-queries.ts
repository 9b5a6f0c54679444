import { queryOptions } from '@tanstack/react-query';
import {
  postAnnouncementMarquee,
  postBulletin,
  postBulletinHistory,
  postCarouselPicture,
  postModelSetting,
  postModelSponsor,
  type BulletinPayload,
  type ModelPayload,
} from './content';
import type { BannerUseType } from '../constants';
import { CONTENT_STALE_MS, EVENT_FED_STALE_MS } from '../query/stale-times';
import type { Viewer } from '../query/viewer';

type Id = string | number;

// Query options (TanStack Query): key [domain, call, vars], the call, how long its answer is fresh.

/** The carousel pictures of one use type as a query (the carousel event invalidates it). */
export const carouselPictureQuery = (body: { site_id: Id; use_type: BannerUseType }) =>
  queryOptions({
    queryKey: ['content', 'carouselPicture', body] as const,
    queryFn: async () => (await postCarouselPicture(body)).data.web_carousel_picture_list ?? [],
    staleTime: EVENT_FED_STALE_MS,
  });
/** The marquee announcements as a query (the marquee event invalidates it); the server answers by login state. */
export const announcementMarqueeQuery = (body: { site_id: Id; sort_field: string; sort_order: 'asc' | 'desc' }, viewer: Viewer) =>
  queryOptions({
    queryKey: ['content', 'announcementMarquee', body, viewer] as const,
    queryFn: async () => (await postAnnouncementMarquee(body)).data.web_announcement_list ?? [],
    staleTime: EVENT_FED_STALE_MS,
  });
/** The model settings (discounts, news, FAQ, ads) of a template in a language, as a query. */
export const modelSettingQuery = <T = unknown>(body: ModelPayload) =>
  queryOptions({
    queryKey: ['content', 'modelSetting', body] as const,
    queryFn: async () => ((await postModelSetting<T>(body)).data?.list ?? []) as T[],
    staleTime: CONTENT_STALE_MS,
  });
/** The sponsors of a template in a language, as a query. */
export const modelSponsorQuery = <T = unknown>(body: ModelPayload) =>
  queryOptions({
    queryKey: ['content', 'modelSponsor', body] as const,
    queryFn: async () => ((await postModelSponsor<T>(body)).data?.list ?? []) as T[],
    staleTime: CONTENT_STALE_MS,
  });
/** The bulletins (pop-up promotions) for a visitor or a member, as a query. */
export const bulletinQuery = (body: BulletinPayload, viewer: Viewer) =>
  queryOptions({
    queryKey: ['content', 'bulletin', body, viewer] as const,
    queryFn: async () => (await postBulletin(body, viewer === 'member')).data ?? { list: [] },
    staleTime: CONTENT_STALE_MS,
  });
/** The bulletin history (the member's past promotions), as a query. */
export const bulletinHistoryQuery = (body: BulletinPayload) =>
  queryOptions({
    queryKey: ['content', 'bulletinHistory', body, 'member'] as const,
    queryFn: async () => (await postBulletinHistory(body)).data ?? { list: [] },
    staleTime: CONTENT_STALE_MS,
  });
