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
import { apiQuery, listOf } from '../query/api-query';
import { CONTENT_STALE_MS, EVENT_FED_STALE_MS } from '../query/stale-times';
import type { Viewer } from '../query/viewer';

type Id = string | number;

const contentQuery = apiQuery('content');

/** The carousel pictures of one use type as a query (the carousel event invalidates it). */
export const carouselPictureQuery = (body: { site_id: Id; use_type: BannerUseType }) =>
  contentQuery(
    ['carouselPicture', body],
    () => postCarouselPicture(body),
    EVENT_FED_STALE_MS,
    (data) => data.web_carousel_picture_list ?? [],
  );
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
