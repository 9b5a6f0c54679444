import type { BannerLinkType, DisplayDevice } from '../constants/platform';

/** Query of a banner game link (spec 3). */
export interface BannerGameLinkParameter {
  currency: string;
  gt_id: number;
  gp_id: string;
  gp_gt_name: string;
}

/** A carousel banner (spec 3). link_method 1 opens a new window. */
export interface Banner {
  id: number;
  url: string;
  link_type: BannerLinkType;
  link_method: number;
  game_link_parameter?: BannerGameLinkParameter | null;
}

/** A bulletin (pop-up promotion) item (spec 3). */
export interface BulletinItem {
  id: number;
  display_device: DisplayDevice;
  display_content: string;
  content: string;
  updated_at: string;
}

/** The bulletin setting (spec 3). */
export interface BulletinSetting {
  display_frequency: number;
}

/** A marquee announcement (spec 3). */
export interface Announcement {
  id?: number;
  content?: string;
  display_before_login: number;
  display_after_login: number;
  sort: number;
}

/** A maintenance interval (spec 3); both ends are optional in the maintenance box. */
export interface MaintenanceInterval {
  start_at: string | null;
  end_at: string | null;
}

/** A footer, float-bar or ad item: a url that is an outer link (http...) or a main/faq id. */
export interface LinkItem {
  id?: number;
  url: string;
}
export type FooterItem = LinkItem;
export type FloatItem = LinkItem;
export type AdItem = LinkItem;

/** Where a footer/float/ad url leads (spec 3). */
export type LinkTarget =
  { kind: 'outer'; url: string } | { kind: 'main' | 'faq'; id: string } | { kind: 'none' };

const INNER_LINK = /^\/?(main|faq)(?:\/|\?id=|=)?([\w-]*)$/;

/** Classifies a footer/float/ad url: outer when it starts with http, else main or faq with an id. */
export function linkTarget(url: string): LinkTarget {
  const trimmed = url.trim();
  if (/^http/i.test(trimmed)) return { kind: 'outer', url: trimmed };
  const match = INNER_LINK.exec(trimmed);
  if (!match) return { kind: 'none' };
  return { kind: match[1] === 'faq' ? 'faq' : 'main', id: match[2] ?? '' };
}
