import { apiPost, apiRead } from './client';
import type {
  ApiReply,
  LetterListResult,
  MemberLayoutInfo,
  MemberProfile,
  RedEnvelope,
  RedEnvelopeClaimResult,
  Wallet,
} from '../types';
import { LETTER_FIRST_PAGE, LETTER_PAGE_SIZE } from '../constants';

type Id = string | number;

export interface LetterQuery {
  active: Id;
  language: string;
  site_id: Id;
  page?: number;
}
/** The letter list body: page size 50, page 1, sorted by id desc (spec 7 and 9). */
export function letterBody(q: LetterQuery): Record<string, unknown> {
  return {
    active: q.active,
    count: LETTER_PAGE_SIZE,
    language: q.language,
    page: q.page ?? LETTER_FIRST_PAGE,
    site_id: q.site_id,
    sort_field: 'id',
    sort_order: 'desc',
  };
}

/** POST my_cash -> my_cash_list, total. */
export const postMyCash = (): Promise<ApiReply<Wallet>> => apiRead('/member/profile/my_cash');
/** POST balance/all/back: one-key transfer back of every wallet. */
export const postBalanceAllBack = (): Promise<ApiReply<unknown>> =>
  apiPost('/member/profile/balance/all/back', undefined, { flow: 'balanceGetBack' });
/** POST balance_get_back (no body). */
export const postBalanceGetBack = (): Promise<ApiReply<unknown>> =>
  apiPost('/member/profile/balance_get_back', undefined, { flow: 'balanceGetBack' });
/** POST common/layout (no body) -> member layout info. */
export const postMemberLayout = (): Promise<ApiReply<MemberLayoutInfo>> =>
  apiRead('/member/profile/common/layout');
/** POST /member/profile (empty body) -> member profile. */
export const postMemberProfile = (): Promise<ApiReply<MemberProfile>> => apiRead('/member/profile', {});
/** POST edit_password {password form}. */
export const postEditPassword = (form: Record<string, string>): Promise<ApiReply<unknown>> =>
  apiPost('/member/profile/edit_password', form);
/** POST /member_info {id} -> currency. */
export const postMemberInfo = (id: Id): Promise<ApiReply<{ currency: string }>> =>
  apiRead('/member_info', { id });
/** POST agent-level-rename: agent level names (member_type other than 1). */
export const postAgentLevelRename = <T = unknown>(): Promise<ApiReply<T>> =>
  apiRead('/arks/web/agent-level-rename');
/** POST bonus_setting/check -> is_friend. */
export const postBonusSettingCheck = (body: {
  member_currency: string;
  site_id: Id;
}): Promise<ApiReply<{ is_friend: 0 | 1 }>> => apiRead('/bonus_setting/check', body);
/** POST apply_for_agent/check {agent_id, apply_agent_flag=0}. */
export const postApplyForAgentCheck = <T = unknown>(agent_id: Id): Promise<ApiReply<T>> =>
  apiRead('/member/apply_for_agent/check', { agent_id, apply_agent_flag: 0 });
/** POST cash_surplus/check -> active. */
export const postCashSurplusCheck = (body: {
  site_id: Id;
  currency: string;
}): Promise<ApiReply<{ active: boolean | 0 | 1 }>> => apiRead('/arks/web/cash_surplus/check', body);
/** POST member/letter -> list, total_count, unread_count. */
export const postLetterList = (q: LetterQuery): Promise<ApiReply<LetterListResult>> =>
  apiRead('/arks/web/member/letter', letterBody(q));
/** POST member/letter/read {id}. */
export const postLetterRead = (id: Id): Promise<ApiReply<unknown>> =>
  apiPost('/arks/web/member/letter/read', { id });
/** POST member/letter/destroy, same body as the list. */
export const postLetterDestroy = (q: LetterQuery): Promise<ApiReply<unknown>> =>
  apiPost('/arks/web/member/letter/destroy', letterBody(q));
/** POST red_envelope_promotion (no body) -> envelope. */
export const postRedEnvelopePromotion = (): Promise<ApiReply<RedEnvelope | null>> =>
  apiRead('/arks/web/activity/red_envelope_promotion');
/** POST red_envelope {id} -> cash. */
export const postRedEnvelopeClaim = (id: Id): Promise<ApiReply<RedEnvelopeClaimResult>> =>
  apiPost('/arks/web/activity/red_envelope', { id }, { flow: 'redEnvelope' });
