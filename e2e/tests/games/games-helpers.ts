import type { APIRequestContext, Page } from '@playwright/test';
import { consolePost } from '../../support/console';
import { loginWithHandOff } from '../../support/session';

/** Logs a member in through the loopback hand-off (enc) and waits for the member's session token. */
export async function loginByHandOff(page: Page, _request: APIRequestContext, memberId: number): Promise<void> {
  await loginWithHandOff(page, memberId);
}

/** Puts a provider in (or out of) maintenance through the operator console. */
export async function setMaintenance(_request: APIRequestContext, gpId: string, on: boolean): Promise<void> {
  await consolePost('provider/maintenance', on ? { gp_id: gpId, minutes: 90 } : { gp_id: gpId, clear: true });
}
