import { expect as baseExpect, type Page } from '@playwright/test';
import { consolePost } from '../../support/console';
import { registerUsdMember, uniqueSuffix } from '../../support/members';
import { handOff, landLoggedIn } from '../../support/session';
export { handOff };

/** The production run on a shared, busy machine: pages can take many seconds. */
export const expect = baseExpect.configure({ timeout: 45_000 });

/** POSTs to the loopback operator console and returns the data of a successful reply. */
export const consolePublish = consolePost;

/** Registers a fresh USD member for one spec (no SMS step for USD); returns its id and account. */
export async function registerMember(prefix = 'sec'): Promise<{ id: number; account: string }> {
  const account = `${prefix}${uniqueSuffix()}`.slice(0, 12);
  const { id } = await registerUsdMember(account, `Security ${account}`);
  return { id, account };
}

/** Lands on / as a signed-in member (support/session.ts signIn); returns the session token. */
export function landAs(page: Page, memberId: number): Promise<string> {
  return landLoggedIn(page, memberId);
}
