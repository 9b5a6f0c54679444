import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RealtimeEventName } from './events';

/**
 * Spec 4, real-time events: the queries each event makes out of date, as key prefixes
 * ([domain, call]). The host invalidates them when the event arrives, so every page showing
 * that data refetches once, whichever remote it is in.
 */
export const QUERY_INVALIDATION: Partial<Record<RealtimeEventName, readonly QueryKey[]>> = {
  // member cash and all transfer back: the wallet list and the total cash display. The host hands these
  // to applyCashSnapshot: a whole snapshot is written into this query (no request), anything less refetches it.
  'member-cash': [['member', 'myCash']],
  'all-transfer-back': [['member', 'myCash']],
  // letter sent/read/delete: the letter lists and the header's unread badge (the list's unread_count).
  letter: [['member', 'letterList']],
  // carousel change: the banners.
  carousel: [['content', 'carouselPicture']],
  // a new marquee text.
  marquee: [['content', 'announcementMarquee']],
  // profile updated: the member profile.
  'profile-updated': [['member', 'memberProfile']],
  // reality-check interval or session clock changed in another window.
  'safer-play-settings': [['safer-play', 'session']],
};

/** Invalidates the queries an event concerns (the table above); a no-op for an event not in it. */
export function invalidateForEvent(client: QueryClient, event: RealtimeEventName): Promise<void> {
  const keys = QUERY_INVALIDATION[event] ?? [];
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}
