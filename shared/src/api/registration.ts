import { apiPost, apiRead } from './client';
import type { ApiReply, RegisterSettingItem, RegistrationPayload } from '../types';

type Id = string | number;

export type RegisterValidLink = { site_id: Id; recommend_code: string } | { site_id: Id; agent_id: Id };

/** POST register-settings {site_id} -> list. */
export const postRegisterSettings = (site_id: Id): Promise<ApiReply<{ list: RegisterSettingItem[] }>> =>
  apiRead('/arks/web/register-settings', { site_id });
/** POST register-settings/service-agreement {site_id} -> list. */
export const postServiceAgreement = <T = unknown>(site_id: Id): Promise<ApiReply<{ list: T[] }>> =>
  apiRead('/arks/web/register-settings/service-agreement', { site_id });
/** POST /register/verification: the per-field uniqueness check. */
export const postRegisterVerification = (
  fields: Record<string, string>,
  ctx: { site_id: Id; member_currency: string },
): Promise<ApiReply<unknown>> =>
  apiRead(
    '/register/verification',
    { ...fields, site_id: ctx.site_id, member_currency: ctx.member_currency, verification: 1 },
    { flow: 'registration' },
  );
/** POST /register {form payload} -> member data including member_id. */
export const postRegister = <T extends { member_id: Id } = { member_id: Id }>(
  body: RegistrationPayload,
): Promise<ApiReply<T>> => {
  const { checkPassword: _notSent, ...payload } = body;
  return apiPost('/register', payload, { flow: 'registration' });
};
/** POST /register/sms {member_phone, currency, type: register_member, site_id}. */
export const postRegisterSms = (body: {
  member_phone: string;
  currency: string;
  site_id: Id;
}): Promise<ApiReply<unknown>> =>
  apiPost('/register/sms', { ...body, type: 'register_member' }, { flow: 'sms' });
/** POST /register/valid_message -> is_valid. */
export const postRegisterValidMessage = (
  body: RegisterValidLink,
): Promise<ApiReply<{ is_valid: boolean | 0 | 1 }>> =>
  apiRead('/register/valid_message', body, { flow: 'link' });
/** POST check-agent-domain {host, site_id} -> is_valid, currency, agent_id. */
export const postCheckAgentDomain = (body: {
  host: string;
  site_id: Id;
}): Promise<ApiReply<{ is_valid: boolean | 0 | 1; currency: string; agent_id: Id }>> =>
  apiRead('/arks/web/check-agent-domain', body);
