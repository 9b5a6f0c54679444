import { apiPost, apiRead } from './client';
import type { Announcement, ApiReply, Banner, BulletinItem } from '../types';
import type { BannerUseType, DisplayDevice, DisplayLocation } from '../constants';

type Id = string | number;

export interface BulletinPayload {
  site_id: Id;
  display_device: DisplayDevice;
  display_location: DisplayLocation;
}
export interface BulletinResult {
  list: BulletinItem[];
  display_frequency?: number;
  [extra: string]: unknown;
}
export interface ModelPayload {
  site_id: Id;
  language: string;
  model_version: string | number;
}

/** POST /arks/web/bulletin (visitor) or /arks/web/bulletin/member (member). */
export const postBulletin = (body: BulletinPayload, member: boolean): Promise<ApiReply<BulletinResult>> =>
  apiRead(member ? '/arks/web/bulletin/member' : '/arks/web/bulletin', body);
/** POST /arks/web/bulletin/history, same body. */
export const postBulletinHistory = (body: BulletinPayload): Promise<ApiReply<BulletinResult>> =>
  apiRead('/arks/web/bulletin/history', body);
/** POST /arks/web/bulletin/member/hide, same body. */
export const postBulletinHide = (body: BulletinPayload): Promise<ApiReply<unknown>> =>
  apiPost('/arks/web/bulletin/member/hide', body);
/** POST carousel_picture {site_id, use_type} -> web_carousel_picture_list. */
export const postCarouselPicture = (body: {
  site_id: Id;
  use_type: BannerUseType;
}): Promise<ApiReply<{ web_carousel_picture_list: Banner[] }>> => apiRead('/arks/web/carousel_picture', body);
/** POST announcement/marquee -> web_announcement_list. */
export const postAnnouncementMarquee = (body: {
  site_id: Id;
  sort_field: string;
  sort_order: 'asc' | 'desc';
}): Promise<ApiReply<{ web_announcement_list: Announcement[] }>> =>
  apiRead('/arks/web/announcement/marquee', body);
/** POST /web/logo -> web_logo_list. */
export const postLogo = <L = unknown>(site_id: Id): Promise<ApiReply<{ web_logo_list: L[] }>> =>
  apiRead('/web/logo', { site_id });
/** POST /arks/web/site/detail. */
export const postSiteDetail = <T = unknown>(site_id: Id): Promise<ApiReply<T>> =>
  apiRead('/arks/web/site/detail', { site_id });
/** POST /web/model_setting -> list. */
export const postModelSetting = <T = unknown>(body: ModelPayload): Promise<ApiReply<{ list: T[] }>> =>
  apiRead('/web/model_setting', body);
/** POST /web/model_sponsor -> list. */
export const postModelSponsor = <T = unknown>(body: ModelPayload): Promise<ApiReply<{ list: T[] }>> =>
  apiRead('/web/model_sponsor', body);
/** POST /web/model_login -> list. */
export const postModelLogin = <T = unknown>(body: ModelPayload): Promise<ApiReply<{ list: T[] }>> =>
  apiRead('/web/model_login', body);
/** POST /arks/web/web-mobile-footer {site_id, template}. */
export const postWebMobileFooter = <T = unknown>(body: {
  site_id: Id;
  template: string;
}): Promise<ApiReply<T>> => apiRead('/arks/web/web-mobile-footer', body);
/** POST /arks/web/footer {site_id}. */
export const postFooter = <T = unknown>(site_id: Id): Promise<ApiReply<T>> =>
  apiRead('/arks/web/footer', { site_id });
/** POST /arks/web/float {site_id}. */
export const postFloat = <T = unknown>(site_id: Id): Promise<ApiReply<T>> =>
  apiRead('/arks/web/float', { site_id });
/** POST register-background/detail -> detail.photo. */
export const postRegisterBackground = (body: {
  site_id: Id;
  template: string;
}): Promise<ApiReply<{ detail: { photo: string } }>> =>
  apiRead('/arks/web/model/register-background/detail', body);
