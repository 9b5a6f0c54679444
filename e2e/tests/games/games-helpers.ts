import type { APIRequestContext } from '@playwright/test';
import { consolePost } from '../../support/console';

/** Puts a provider in (or out of) maintenance through the operator console. */
export async function setMaintenance(_request: APIRequestContext, gpId: string, on: boolean): Promise<void> {
  await consolePost('provider/maintenance', on ? { gp_id: gpId, minutes: 90 } : { gp_id: gpId, clear: true });
}
