import { expect as baseExpect, type Page } from '@playwright/test';
import { api, type Reply } from '../../support/api';
export { api };
import { API_URL, PORT_BASE } from '../../support/remotes';

const SITE = `http://127.0.0.1:${PORT_BASE}`;

/** The machine is shared by parallel suites: give the site time to answer. */
export const expect = baseExpect.configure({ timeout: 30_000 });

export const NOBANK = { id: 10006, account: 'nobank01' } as const;
const CONSOLE_TOKEN = process.env.CONSOLE_TOKEN ?? 'local-console-token';


/** POSTs to the loopback operator console. */
export async function consoleCall<T>(path: string, body: unknown): Promise<Reply<T>> {
  const res = await fetch(`${API_URL}/console${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-console-token': CONSOLE_TOKEN },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Reply<T>;
}

/** A hand-off (enc and a session token) for a member. */
export async function handoff(memberId: number): Promise<{ enc: string; tk: string }> {
  const r = await api<{ enc: string; tk: string }>('/__test/handoff', { member_id: memberId });
  expect(r.code).toBe(100);
  return r.data;
}

/** Logs the page in through the host's `/?enc=` hand-off, then opens `path` directly. */
export async function loginAs(page: Page, memberId: number, path: string, lang = 'en_US'): Promise<void> {
  await page.context().addCookies([{ name: 'i18n_redirected', value: lang, url: process.env.MFP_SITE_URL ?? SITE }]);
  const { enc } = await handoff(memberId);
  await page.goto(`/?enc=${encodeURIComponent(enc)}`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), { timeout: 60_000 }).toBeTruthy();
  await page.goto(path);
  await expect(page.getByTestId('member-center')).toBeVisible({ timeout: 60_000 });
}

const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36).padStart(2, '0')}`;

/** Registers a fresh BDT member through the API (captcha and SMS code from the loopback test routes); withdrawPassword '' leaves it unset. */
export async function registerMember(opts: { withdrawPassword?: string } = {}): Promise<{ id: number; account: string; tk: string }> {
  const account = `mc${unique()}`.slice(0, 12);
  const phone = `019${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  expect((await api('/api/register/sms', { member_phone: phone, currency: 'BDT', type: 'register_member', site_id: 1 })).code).toBe(100);
  const sms = (await (await fetch(`${API_URL}/__test/sms?phone=${phone}`)).json()) as Reply<{ code: string }>;
  const captcha = await api<{ token: string }>('/api/captcha', { type: 2 });
  const answer = (await (await fetch(`${API_URL}/__test/captcha/${captcha.data.token}`)).json()) as Reply<{ answer: string }>;
  const r = await api<{ member_id: number }>('/api/register', {
    siteId: '1', memberAccount: account, password: 'Abc12345', memberCurrency: 'BDT', introducer: '',
    memberName: `Member Center ${account}`, memberEmail: '', memberBirthday: '', withdrawPassword: opts.withdrawPassword ?? '1234',
    memberPhone: phone, phoneVerify: sms.data.code, identityId: '', memberTelegram: '', memberSkype: '', memberFb: '',
    answer: answer.data.answer, captchaToken: captcha.data.token, remoteAddr: '', errorTrack: '',
  });
  expect(r.code, r.message).toBe(100);
  const id = Number(r.data.member_id);
  return { id, account, tk: (await handoff(id)).tk };
}

/** Gives a fresh member money: a deposit marked successful by the operator console. */
export async function fund(tk: string, amount: number): Promise<void> {
  const channels = await api<{ list: { id: number; min_amount: number; max_amount: number }[] }>('/api/arks/web/member-center/deposit/channels', {}, tk);
  const channel = channels.data.list.find((c) => c.min_amount <= amount && c.max_amount >= amount);
  expect(channel, 'a channel that takes the amount').toBeTruthy();
  const d = await api<{ order_number: string }>('/api/arks/web/member-center/deposit', { channel_id: channel!.id, amount }, tk);
  expect(d.code, d.message).toBe(100);
  const ok = await consoleCall('/deposit/success', { order_number: d.data.order_number });
  expect(ok.code, ok.message).toBe(100);
}
