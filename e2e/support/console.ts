import { expect } from '@playwright/test';
import type { Reply } from './api';
import { API_URL, PORT_BASE } from './remotes';

/** The operator the e2e run's console calls are recorded under (the console's audit trail). */
export const E2E_OPERATOR = 'e2e';

/** The console token header of this run (playwright.config.ts sets CONSOLE_TOKEN for the backend and the workers), and who calls. */
export function consoleHeaders(): Record<string, string> {
  const token = process.env.CONSOLE_TOKEN;
  if (!token) throw new Error('CONSOLE_TOKEN is not set: run the suite through playwright.config.ts');
  return { 'x-console-token': token, 'x-console-operator': E2E_OPERATOR };
}

/** The run's host servers, whose page caches keep visitor pages: the host and its server-rendering twin, or each host server behind the cluster's nginx. */
const HOST_SERVERS = process.env.MFP_CLUSTER === '1' ? [PORT_BASE + 10, PORT_BASE + 11] : [PORT_BASE, PORT_BASE + 20];

/**
 * Empties the page cache of every host server of the run (host-server/cdn/page-cache-purge.ts): what a spec
 * publishes shows on the next page load, where a visitor waits out the cache's few seconds. A server without
 * a page cache answers 405; one that is down (a cluster fault) has nothing to purge.
 */
export async function purgePageCaches(): Promise<void> {
  await Promise.all(
    HOST_SERVERS.map(async (port) => {
      const res = await fetch(`http://127.0.0.1:${port}/__test/page-cache`, { method: 'DELETE' }).catch(() => null);
      if (res && res.status !== 204 && res.status !== 405) throw new Error(`page cache purge on ${port}: ${res.status}`);
    }),
  );
}

/** POSTs to the loopback operator console (its token header) and returns the reply as it came; what it changed shows on the next page load. */
export async function consoleCall<T>(path: string, body: unknown): Promise<Reply<T>> {
  const res = await fetch(`${API_URL}/console/${path.replace(/^\//, '')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...consoleHeaders() },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as Reply<T>;
  await purgePageCaches();
  return reply;
}

/** POSTs to the operator console and returns the data of its reply, which must be a success (100). */
export async function consolePost<T>(path: string, body: unknown): Promise<T> {
  const reply = await consoleCall<T>(path, body);
  expect(reply.code, `console ${path}: ${reply.message}`).toBe(100);
  return reply.data;
}

/** What the console can do to published content again (server/src/modules/console/takedown-routes.ts). */
export type TakedownAction = 'unpublish' | 'republish' | 'delete';

/**
 * Takes published content down (or back) through the console, named as the e2e operator, and returns the reply.
 * Unlike consoleCall it purges no page cache unless asked: a spec may wait out the cache as a visitor would.
 */
export async function consoleTakedown(kind: 'bulletin' | 'marquee' | 'news' | 'faq', id: number, action: TakedownAction, opts: { purge?: boolean } = {}): Promise<Reply<unknown>> {
  const res = await fetch(`${API_URL}/console/${kind}/${id}${action === 'delete' ? '' : `/${action}`}`, {
    method: action === 'delete' ? 'DELETE' : 'POST',
    headers: consoleHeaders(),
  });
  const reply = (await res.json()) as Reply<unknown>;
  if (opts.purge) await purgePageCaches();
  expect(reply.code, `console ${action} ${kind} ${id}: ${reply.message}`).toBe(100);
  return reply;
}
