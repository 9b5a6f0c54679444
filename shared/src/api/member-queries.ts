import { queryOptions } from '@tanstack/react-query';
import {
  postBonusSettingCheck,
  postLetterList,
  postMemberProfile,
  postMyCash,
  postRedEnvelopePromotion,
  type LetterQuery,
} from './member';
import { CONTENT_STALE_MS, EVENT_FED_STALE_MS } from '../query/stale-times';

// Query options (TanStack Query): key [domain, call, vars], the call, how long its answer is fresh.

/** my_cash as a query: the wallet list and the total every cash display shows. */
export const myCashQuery = () =>
  queryOptions({
    queryKey: ['member', 'myCash'] as const,
    queryFn: async () => (await postMyCash()).data,
    staleTime: EVENT_FED_STALE_MS,
  });
/** The member profile as a query (member window info page). */
export const memberProfileQuery = () =>
  queryOptions({
    queryKey: ['member', 'memberProfile'] as const,
    queryFn: async () => (await postMemberProfile()).data,
    staleTime: EVENT_FED_STALE_MS,
  });
/** The letter list (one page, active 0 all / 1 unread...) as a query: its unread_count is the header badge. */
export const letterListQuery = (q: LetterQuery) =>
  queryOptions({
    queryKey: ['member', 'letterList', q] as const,
    queryFn: async () => (await postLetterList(q)).data,
    staleTime: EVENT_FED_STALE_MS,
  });
/** The red-envelope promotion on offer to the member (null when none), as a query. */
export const redEnvelopePromotionQuery = () =>
  queryOptions({
    queryKey: ['member', 'redEnvelopePromotion'] as const,
    queryFn: async () => (await postRedEnvelopePromotion()).data ?? null,
    staleTime: 0,
  });
/** Whether the member's currency has the friend-recommend bonus (bonus_setting/check), as a query. */
export const bonusSettingCheckQuery = (body: { member_currency: string; site_id: string | number }) =>
  queryOptions({
    queryKey: ['member', 'bonusSettingCheck', body] as const,
    queryFn: async () => (await postBonusSettingCheck(body)).data,
    staleTime: CONTENT_STALE_MS,
  });
