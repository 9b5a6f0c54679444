import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { api } from './api';
import { API_URL } from './remotes';

/** Mints an enc hand-off for a seeded member through the server's loopback test route. */
export async function mintHandOff(request: APIRequestContext, memberId: number): Promise<string> {
  const res = await request.post(`${API_URL}/__test/handoff`, { data: { member_id: memberId } });
  const body = (await res.json()) as { code: number; data: { enc: string } };
  if (!body.data?.enc) throw new Error(`hand-off failed: ${JSON.stringify(body)}`);
  return body.data.enc;
}

/** Lands with an enc hand-off (spec 2, login hand-off) and waits for the member in the header. */
export async function landLoggedIn(page: Page, request: APIRequestContext, memberId: number): Promise<void> {
  const enc = await mintHandOff(request, memberId);
  await page.goto(`/?enc=${encodeURIComponent(enc)}`);
  await page.getByTestId('header-account').waitFor();
}

/** An enc hand-off and its session token for a member (loopback test route). */
export async function handOff(memberId: number): Promise<{ enc: string; tk: string }> {
  const r = await api<{ enc: string; tk: string }>('/__test/handoff', { member_id: memberId });
  expect(r.code, r.message).toBe(100);
  return r.data;
}

/** Logs the page in through the host's `/?enc=` hand-off and waits for the stored token, which it returns. */
export async function loginWithHandOff(page: Page, memberId: number): Promise<string> {
  const { enc } = await handOff(memberId);
  await page.goto(`/?enc=${encodeURIComponent(enc)}`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), { timeout: 60_000 }).toBeTruthy();
  return (await page.evaluate(() => localStorage.getItem('token'))) as string;
}
