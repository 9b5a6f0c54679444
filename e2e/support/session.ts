import type { APIRequestContext, Page } from '@playwright/test';
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
