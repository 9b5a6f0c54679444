import { channels, postAnnouncementMarquee, useChannel, type Announcement } from '@mfp/shared';
import { useAsync } from '../../../common/hooks/use-async';
import { useSite } from '../../../common/hooks/use-site';

/** Marquee items the current login state may see, by sort (the server filters too; this keeps the rule true on stale data). */
export function visibleAnnouncements(list: readonly Announcement[], isLoggedIn: boolean): Announcement[] {
  return list
    .filter((a) => (isLoggedIn ? a.display_after_login === 1 : a.display_before_login === 1))
    .slice()
    .sort((a, b) => a.sort - b.sort);
}

/** The announcement marquee; reloads on the marquee real-time event and on login/logout. */
export function useMarquee() {
  const site = useSite();
  const state = useAsync(
    async () =>
      visibleAnnouncements(
        (await postAnnouncementMarquee({ site_id: site.siteId, sort_field: 'sort', sort_order: 'asc' })).data
          ?.web_announcement_list ?? [],
        site.isLoggedIn,
      ),
    `${site.siteId}|${site.isLoggedIn}|${site.locale}`,
  );
  useChannel(channels.webMember(), 'marquee', () => state.reload());
  return state;
}
