import { expect as baseExpect, type Page } from '@playwright/test';
import { api, type Reply } from '../../support/api';
import { API_URL } from '../../support/remotes';

/** The production run on a shared, busy machine: pages can take many seconds. */
export const expect = baseExpect.configure({ timeout: 45_000 });

const CONSOLE_TOKEN = process.env.CONSOLE_TOKEN ?? 'local-console-token';

/** POSTs to the loopback operator console and returns the data of a successful reply. */
export async function consolePublish<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${API_URL}/console/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-console-token': CONSOLE_TOKEN },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as Reply<T>;
  expect(reply.code, `console ${path}: ${reply.message}`).toBe(100);
  return reply.data;
}

/** An enc hand-off and its session token for a member (loopback test route). */
export async function handOff(memberId: number): Promise<{ enc: string; tk: string }> {
  const r = await api<{ enc: string; tk: string }>('/__test/handoff', { member_id: memberId });
  expect(r.code, r.message).toBe(100);
  return r.data;
}

const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36).padStart(2, '0')}`;

/** Registers a fresh USD member for one spec (no SMS step for USD); returns its id and account. */
export async function registerMember(prefix = 'sec'): Promise<{ id: number; account: string }> {
  const account = `${prefix}${unique()}`.slice(0, 12);
  const captcha = await api<{ token: string }>('/api/captcha', { type: 2, site_id: 'bd01' });
  const answer = (await (await fetch(`${API_URL}/__test/captcha/${captcha.data.token}`)).json()) as Reply<{ answer: string }>;
  const r = await api<{ member_id: number }>('/api/register', {
    siteId: 'bd01',
    memberAccount: account,
    password: 'Passw0rd',
    memberCurrency: 'USD',
    memberName: `Security ${account}`,
    memberEmail: `${account}@example.com`,
    memberBirthday: '1990-01-02',
    withdrawPassword: '1234',
    answer: answer.data.answer,
    captchaToken: captcha.data.token,
  });
  expect(r.code, r.message).toBe(100);
  return { id: Number(r.data.member_id), account };
}

/** Lands logged in through the host's `/?enc=` hand-off and waits for the stored token. */
export async function landAs(page: Page, memberId: number): Promise<string> {
  const { enc } = await handOff(memberId);
  await page.goto(`/?enc=${encodeURIComponent(enc)}`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), { timeout: 60_000 }).toBeTruthy();
  return (await page.evaluate(() => localStorage.getItem('token'))) as string;
}
