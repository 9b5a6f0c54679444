import {
  postBonusSettingCheck,
  postLetterList,
  postMemberProfile,
  postMyCash,
  postRedEnvelopePromotion,
  type LetterQuery,
} from './member';
import { apiQuery } from '../query/api-query';
import { CONTENT_STALE_MS, EVENT_FED_STALE_MS } from '../query/stale-times';

const memberQuery = apiQuery('member');

/** my_cash as a query: the wallet list and the total every cash display shows. */
export const myCashQuery = () => memberQuery(['myCash'], postMyCash, EVENT_FED_STALE_MS);
/** The member profile as a query (member window info page). */
export const memberProfileQuery = () => memberQuery(['memberProfile'], postMemberProfile, EVENT_FED_STALE_MS);
/** The letter list (one page, active 0 all / 1 unread...) as a query: its unread_count is the header badge. */
export const letterListQuery = (q: LetterQuery) =>
  memberQuery(['letterList', q], () => postLetterList(q), EVENT_FED_STALE_MS);
/** The red-envelope promotion on offer to the member (null when none), as a query. */
export const redEnvelopePromotionQuery = () =>
  memberQuery(['redEnvelopePromotion'], postRedEnvelopePromotion, 0, (data) => data ?? null);
/** Whether the member's currency has the friend-recommend bonus (bonus_setting/check), as a query. */
export const bonusSettingCheckQuery = (body: { member_currency: string; site_id: string | number }) =>
  memberQuery(['bonusSettingCheck', body], () => postBonusSettingCheck(body), CONTENT_STALE_MS);
