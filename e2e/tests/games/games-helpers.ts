import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 30_000 });
import { API_URL } from '../../support/remotes';

/** Logs a member in through the loopback hand-off (enc) and waits for the member's wallet. */
export async function loginByHandOff(page: Page, request: APIRequestContext, memberId: number): Promise<void> {
  const reply = await request.post(`${API_URL}/__test/handoff`, { data: { member_id: memberId } });
  const body = (await reply.json()) as { data: { enc: string } };
  await page.goto(`/?enc=${encodeURIComponent(body.data.enc)}`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
}

/** Puts a provider in (or out of) maintenance through the operator console. */
export async function setMaintenance(request: APIRequestContext, gpId: string, on: boolean): Promise<void> {
  const reply = await request.post(`${API_URL}/console/provider/maintenance`, {
    headers: { 'x-console-token': 'local-console-token' },
    data: on ? { gp_id: gpId, minutes: 90 } : { gp_id: gpId, clear: true },
  });
  expect(reply.ok()).toBe(true);
}
