import { expect } from '@playwright/test';
import { api, type Reply } from './api';
import { API_URL } from './remotes';

/** A short suffix no parallel spec repeats, for accounts and contacts a spec creates. */
export const uniqueSuffix = (): string =>
  `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36).padStart(2, '0')}`;

/** The answer of a captcha, read from the loopback test route. */
export async function captchaAnswerFor(token: string): Promise<string> {
  return ((await (await fetch(`${API_URL}/__test/captcha/${token}`)).json()) as Reply<{ answer: string }>).data.answer;
}

/** The last SMS code the server sent to a phone (loopback test route). */
export async function smsCodeFor(phone: string): Promise<string> {
  return ((await (await fetch(`${API_URL}/__test/sms?phone=${phone}`)).json()) as Reply<{ code: string }>).data.code;
}

/** Registers a fresh USD member through the API (password Passw0rd, withdraw password 1234; no SMS step for USD). */
export async function registerUsdMember(account: string, name: string): Promise<{ id: number; account: string; email: string }> {
  const email = `${account}@example.com`;
  const captcha = await api<{ token: string }>('/api/captcha', { type: 2, site_id: 'bd01' });
  const r = await api<{ member_id: number }>('/api/register', {
    siteId: 'bd01',
    memberAccount: account,
    password: 'Passw0rd',
    memberCurrency: 'USD',
    memberName: name,
    memberEmail: email,
    memberBirthday: '1990-01-02',
    withdrawPassword: '1234',
    answer: await captchaAnswerFor(captcha.data.token),
    captchaToken: captcha.data.token,
  });
  expect(r.code, r.message).toBe(100);
  return { id: Number(r.data.member_id), account, email };
}

/**
 * Registers a fresh BDT member through the API exactly as the registration form submits it (SMS
 * code and captcha from the loopback test routes), password Abc12345; '' introducer or withdraw password leaves it unset.
 */
export async function registerBdtMember(opts: {
  account: string;
  name: string;
  phonePrefix: string;
  introducer?: string;
  withdrawPassword?: string;
}): Promise<{ id: number; account: string }> {
  const phone = `${opts.phonePrefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  expect((await api('/api/register/sms', { member_phone: phone, currency: 'BDT', type: 'register_member', site_id: 1 })).code).toBe(100);
  const captcha = await api<{ token: string }>('/api/captcha', { type: 2 });
  const r = await api<{ member_id: number }>('/api/register', {
    siteId: '1', memberAccount: opts.account, password: 'Abc12345', memberCurrency: 'BDT', introducer: opts.introducer ?? '',
    memberName: opts.name, memberEmail: '', memberBirthday: '', withdrawPassword: opts.withdrawPassword ?? '',
    memberPhone: phone, phoneVerify: await smsCodeFor(phone), identityId: '', memberTelegram: '', memberSkype: '', memberFb: '',
    answer: await captchaAnswerFor(captcha.data.token), captchaToken: captcha.data.token, remoteAddr: '', errorTrack: '',
  });
  expect(r.code, r.message).toBe(100);
  return { id: Number(r.data.member_id), account: opts.account };
}
