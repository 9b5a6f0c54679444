import { apiGet, apiPost } from './client';
import type {
  ApiReply,
  Captcha,
  DoubleValidation,
  LoginDeviceInfo,
  LoginPayload,
  LoginResult,
} from '../types';
import type { CaptchaType } from '../constants';

type Id = string | number;

/** What a login or double validation answers: member_id, or the double-validation challenge (107/802). */
export type LoginReply = LoginResult & Partial<DoubleValidation>;
export interface DoubleValidationPayload extends LoginDeviceInfo {
  member_login_id: Id;
  answer: string;
  captcha_answer: string;
  captcha_token: string;
}
export interface WithdrawVerifyPayload {
  account: string;
  withdraw_password: string;
  member_email?: string;
  member_phone?: string;
}

/** GET /get_login_header: the extra header the login call carries. */
export const getLoginHeader = (): Promise<ApiReply<Record<string, string>>> =>
  apiGet('/get_login_header', undefined, { flow: 'login' });
/** POST /login with device info; `loginHeader` is the header from getLoginHeader. */
export const postLogin = (
  body: LoginPayload,
  loginHeader?: Record<string, string>,
): Promise<ApiReply<LoginReply>> =>
  apiPost('/login', body, { flow: 'login', ...(loginHeader ? { headers: loginHeader } : {}) });
/** POST /login/double_validation. */
export const postDoubleValidation = (body: DoubleValidationPayload): Promise<ApiReply<LoginReply>> =>
  apiPost('/login/double_validation', body, { flow: 'doubleValidation' });
/** POST /login/double_validation/skip {member_login_id}: another question. */
export const postDoubleValidationSkip = (member_login_id: Id): Promise<ApiReply<LoginReply>> =>
  apiPost('/login/double_validation/skip', { member_login_id }, { flow: 'doubleValidationSkip' });
/** POST /logout (empty body). */
export const postLogout = (): Promise<ApiReply<unknown>> => apiPost('/logout', {});
/** POST /captcha {type, site_id} -> token, captcha, placeholder. */
export const postCaptcha = (type: CaptchaType, site_id: Id): Promise<ApiReply<Captcha>> =>
  apiPost('/captcha', { type, site_id }, { flow: 'captcha' });
/** Alias named after the call in the brief. */
/** POST /arks/web/vx/verify -> token (withdraw-password verification). */
export const postWithdrawVerify = (body: WithdrawVerifyPayload): Promise<ApiReply<{ token: string }>> =>
  apiPost('/arks/web/vx/verify', body, { flow: 'withdrawVerify' });
/** POST /arks/web/vx/reset {account, password, token}. */
export const postPasswordReset = (body: {
  account: string;
  password: string;
  token: string;
}): Promise<ApiReply<unknown>> => apiPost('/arks/web/vx/reset', body, { flow: 'resetPassword' });
