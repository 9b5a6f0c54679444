import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { letterListQuery, myCashQuery, selectIsLoggedIn, useSessionStore, walletStore } from '@mfp/shared';
import { memberExtrasStore } from './member-extras-store';

/** The letter list whose unread_count is the header badge (all letters, first page). */
export const badgeLetterQuery = (siteId: string, language: string) => letterListQuery({ active: 0, language, site_id: siteId });

/**
 * The member's wallet and unread letters as queries while logged in (the after-login loads of spec 4),
 * written into the stores the header, game bar and member window read. Real-time events invalidate
 * these queries (QUERY_INVALIDATION), so a refetch reaches every display through the query cache.
 */
export function MemberQueries({ siteId }: { siteId: string }) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const { i18n } = useTranslation();
  const cash = useQuery({ ...myCashQuery(), enabled: loggedIn });
  const letters = useQuery({ ...badgeLetterQuery(siteId, i18n.language), enabled: loggedIn });
  useEffect(() => {
    if (loggedIn && cash.data) walletStore.getState().setWallet(cash.data);
  }, [loggedIn, cash.data]);
  useEffect(() => {
    if (loggedIn && letters.data) memberExtrasStore.getState().set({ unreadLetters: letters.data.unread_count });
  }, [loggedIn, letters.data]);
  return null;
}
