import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { letterListQuery, selectIsLoggedIn, useSessionStore } from '@mfp/shared';
import { memberExtrasStore } from './member-extras-store';

/** The letter list whose unread_count is the header badge (all letters, first page). */
export const badgeLetterQuery = (siteId: string, language: string) => letterListQuery({ active: 0, language, site_id: siteId });

/**
 * The member's unread letters as a query while logged in (an after-login load of spec 4), written into the
 * store the header badge reads. The letter event invalidates it (QUERY_INVALIDATION): the badge refetches.
 */
export function MemberQueries({ siteId }: { siteId: string }) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const { i18n } = useTranslation();
  const letters = useQuery({ ...badgeLetterQuery(siteId, i18n.language), enabled: loggedIn });
  useEffect(() => {
    if (loggedIn && letters.data) memberExtrasStore.getState().set({ unreadLetters: letters.data.unread_count });
  }, [loggedIn, letters.data]);
  return null;
}
