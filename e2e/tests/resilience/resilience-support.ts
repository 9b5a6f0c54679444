import type { Page, Request } from '@playwright/test';
import { API_URL, originOfPort, PORT_BASE } from '../../support/remotes';
import { signIn } from '../../support/session';
import { expect, registerMember } from '../member-center/member-support';

export { expect, registerMember };

/** The remotes' origins in this port block. */
export const ORIGIN = {
  lobby: originOfPort(PORT_BASE + 1),
  games: originOfPort(PORT_BASE + 2),
  member: originOfPort(PORT_BASE + 3),
  agent: originOfPort(PORT_BASE + 4),
  auth: originOfPort(PORT_BASE + 5),
} as const;

/** Every call of the product API as the page makes it (same origin, proxied to the backend). */
export const API_CALLS = '**/api/**';

/** True for a request to one product API path (`/api/<path>`), whatever the query. */
export const isApiCall = (r: Request, path: string): boolean => new URL(r.url()).pathname === `/api${path}`;

/** Records the requests the page makes to one API path. */
export function recordCalls(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (isApiCall(r, path)) seen.push(r);
  });
  return seen;
}

/** Counts full page loads of the main frame (navigations and reloads). */
export function countDocumentLoads(page: Page): { count: () => number } {
  let n = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) n++;
  });
  return { count: () => n };
}

/** Lands on / as a fresh signed-in member (support/session.ts signIn) and waits for the account in the header. */
export async function landAsFreshMember(page: Page): Promise<{ id: number; account: string; tk: string }> {
  const member = await registerMember();
  await signIn(page, member.id);
  await page.goto('/');
  await expect(page.getByTestId('header-account')).toContainText(member.account, { timeout: 60_000 });
  return member;
}

/** Crashes this run's own soketi (SIGKILL) through the backend's loopback test route, or starts it again. */
export async function soketi(action: 'kill' | 'start'): Promise<void> {
  const res = await fetch(`${API_URL}/__test/realtime/${action}`, { method: 'POST' });
  const body = (await res.json()) as { code: number; message: string };
  expect(body.code, body.message).toBe(100);
}
