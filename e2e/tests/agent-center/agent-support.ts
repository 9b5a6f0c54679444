import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { api, type Reply } from '../../support/api';
export { api };
import { API_URL } from '../../support/remotes';

/** The machine is shared by parallel suites: give the site time to answer. */
export const expect = baseExpect.configure({ timeout: 30_000 });

export const AGENT_ACTIVE = { id: 10003, account: 'agentact01' } as const;
export const AGENT_INACTIVE = { id: 10004, account: 'agentoff01' } as const;
export const WITHDRAW_PASSWORD = '1234';


/** A hand-off for a member: the encrypted `enc` and a session token. */
export async function handoff(memberId: number): Promise<{ enc: string; tk: string }> {
  const r = await api<{ enc: string; tk: string }>('/__test/handoff', { member_id: memberId });
  expect(r.code).toBe(100);
  return r.data;
}

/** Logs the page in as a member through the host's `/?enc=` hand-off, then opens `path`. */
export async function loginAs(page: Page, memberId: number, path: string): Promise<void> {
  const { enc } = await handoff(memberId);
  await page.goto(`/?enc=${encodeURIComponent(enc)}`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), { timeout: 60_000 }).toBeTruthy();
  await openAgentArea(page, path);
}

/** Opens an agent-area URL and waits for the remote to mount (its first load is slow on a busy machine). */
export async function openAgentArea(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('agent-center')).not.toHaveAttribute('data-page', 'loading', { timeout: 120_000 });
}

/** Main balance of a member (common/layout), read with a fresh hand-off token. */
export async function mainBalance(memberId: number): Promise<number> {
  const { tk } = await handoff(memberId);
  const r = await api<{ member_cash: number | string }>('/api/member/profile/common/layout', {}, tk);
  expect(r.code).toBe(100);
  return Number(r.data.member_cash);
}

const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36).padStart(2, '0')}`;

/**
 * Registers a fresh BDT member with an agent id as introducer, through the server API (captcha
 * and SMS code from the loopback test routes), exactly as the registration form submits it.
 */
export async function registerUnderAgent(agentId: string): Promise<{ id: number; account: string }> {
  return registerBdtMember(agentId);
}

/** Registers a fresh BDT member through the server API, with an agent id as introducer or none. */
async function registerBdtMember(agentId: string): Promise<{ id: number; account: string }> {
  const account = `ag${unique()}`.slice(0, 12);
  const phone = `018${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  expect((await api('/api/register/sms', { member_phone: phone, currency: 'BDT', type: 'register_member', site_id: 1 })).code).toBe(100);
  const sms = (await (await fetch(`${API_URL}/__test/sms?phone=${phone}`)).json()) as Reply<{ code: string }>;
  const captcha = await api<{ token: string }>('/api/captcha', { type: 2 });
  const answer = (await (await fetch(`${API_URL}/__test/captcha/${captcha.data.token}`)).json()) as Reply<{ answer: string }>;
  const r = await api<{ member_id: number }>('/api/register', {
    siteId: '1', memberAccount: account, password: 'Abc12345', memberCurrency: 'BDT', introducer: agentId,
    memberName: `Agent Downline ${account}`, memberEmail: '', memberBirthday: '', withdrawPassword: '',
    memberPhone: phone, phoneVerify: sms.data.code, identityId: '', memberTelegram: '', memberSkype: '', memberFb: '',
    answer: answer.data.answer, captchaToken: captcha.data.token, remoteAddr: '', errorTrack: '',
  });
  expect(r.code, r.message).toBe(100);
  return { id: Number(r.data.member_id), account };
}

/**
 * A fresh active agent of its own (the seeded agent is shared by parallel specs): a new BDT member
 * applies for agent with its own token, and the operator console approves it.
 */
export async function createActiveAgent(): Promise<{ id: number; account: string }> {
  const agent = await registerBdtMember('');
  const { tk } = await handoff(agent.id);
  const applied = await api('/api/arks/web/agent/apply', { note: 'e2e agent' }, tk);
  expect(applied.code, applied.message).toBe(100);
  const res = await fetch(`${API_URL}/console/agent/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-console-token': 'local-console-token' },
    body: JSON.stringify({ member_id: agent.id }),
  });
  expect(((await res.json()) as Reply<unknown>).code).toBe(100);
  return agent;
}

/** The answer of the captcha shown inside `scope` (loopback test route). */
export async function captchaAnswerIn(scope: Locator): Promise<string> {
  const image = scope.getByTestId('captcha-image');
  await expect(image).toBeVisible();
  const token = await image.getAttribute('data-captcha-token');
  const r = (await (await fetch(`${API_URL}/__test/captcha/${token}`)).json()) as Reply<{ answer: string }>;
  return r.data.answer;
}

/** The last SMS code the server sent to a phone (loopback test route). */
export async function smsCodeFor(phone: string): Promise<string> {
  const r = (await (await fetch(`${API_URL}/__test/sms?phone=${phone}`)).json()) as Reply<{ code: string }>;
  return r.data.code;
}

export const freshAccount = (prefix: string): string => `${prefix}${unique()}`.slice(0, 12);
export const freshPhone = (): string => `018${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
