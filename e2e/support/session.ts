import { expect, type Page } from '@playwright/test';
import { api } from './api';
import { PORT_BASE } from './remotes';

const SITE = process.env.MFP_SITE_URL ?? `http://127.0.0.1:${PORT_BASE}`;

/** An enc hand-off and its session token for a member (loopback test route). */
export async function handOff(memberId: number): Promise<{ enc: string; tk: string }> {
  const r = await api<{ enc: string; tk: string }>('/__test/handoff', { member_id: memberId });
  expect(r.code, r.message).toBe(100);
  return r.data;
}

/**
 * Makes the page's browser a member's who logged in before: a session token issued by the server (through
 * the loopback hand-off route) in browser storage (spec 3, key `token`) and the member-present cookie, as a
 * login leaves them. Nothing loads: the next page the spec opens restores the session at boot, so a spec goes
 * straight to the page it tests. The login flows themselves (the `/?enc=` hand-off, the login form) are the
 * session, login and logout specs' tests. Returns the token.
 */
export async function signIn(page: Page, memberId: number, origin: string = SITE): Promise<string> {
  const { tk } = await handOff(memberId);
  const context = page.context();
  await context.addCookies([{ name: 'mfp_member', value: '1', url: origin }]);
  // Every origin of the site's host (the run's host and its server-rendering twin differ by port only, as
  // cookies do not), once per token: a logout in the spec clears the token, and a later load stays logged out.
  await context.addInitScript(
    ({ token, host }) => {
      if (window.location.hostname !== host || localStorage.getItem('e2e:signed-in') === token) return;
      localStorage.setItem('e2e:signed-in', token);
      localStorage.setItem('token', token);
    },
    { token: tk, host: new URL(origin).hostname },
  );
  return tk;
}

/** Opens / as a signed-in member (signIn) and waits for the member in the header; returns the token. */
export async function landLoggedIn(page: Page, memberId: number): Promise<string> {
  const token = await signIn(page, memberId);
  await page.goto('/');
  await page.getByTestId('header-account').waitFor();
  return token;
}

/**
 * Logs in through the host's `/?enc=` hand-off (spec 2), as another site hands a member over: waits for the
 * member in the header and returns the token it stored.
 */
export async function landWithHandOff(page: Page, memberId: number): Promise<string> {
  const { enc } = await handOff(memberId);
  await page.goto(`/?enc=${encodeURIComponent(enc)}`);
  await page.getByTestId('header-account').waitFor({ timeout: 60_000 });
  return (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
}
