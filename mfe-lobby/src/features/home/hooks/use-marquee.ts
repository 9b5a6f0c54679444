import { useQuery } from '@tanstack/react-query';
import { announcementMarqueeQuery, viewerOf, type Announcement } from '@mfp/shared';
import { useSite } from '../../../common/hooks/use-site';

/** Marquee items the current login state may see, by sort (the server filters too; this keeps the rule true on stale data). */
export function visibleAnnouncements(list: readonly Announcement[], isLoggedIn: boolean): Announcement[] {
  return list
    .filter((a) => (isLoggedIn ? a.display_after_login === 1 : a.display_before_login === 1))
    .slice()
    .sort((a, b) => a.sort - b.sort);
}

/** The announcement marquee (the host invalidates it on the marquee real-time event); asked again on login/logout. */
export function useMarquee() {
  const site = useSite();
  const body = { site_id: site.siteId, sort_field: 'sort', sort_order: 'asc' as const };
  return useQuery({
    ...announcementMarqueeQuery(body, viewerOf(site.isLoggedIn)),
    select: (list) => visibleAnnouncements(list, site.isLoggedIn),
  });
}
