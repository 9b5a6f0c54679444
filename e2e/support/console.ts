import { expect } from '@playwright/test';
import type { Reply } from './api';
import { API_URL, PORT_BASE } from './remotes';

/** The console token header of this run (playwright.config.ts sets CONSOLE_TOKEN for the backend and the workers). */
export function consoleHeaders(): Record<string, string> {
  const token = process.env.CONSOLE_TOKEN;
  if (!token) throw new Error('CONSOLE_TOKEN is not set: run the suite through playwright.config.ts');
  return { 'x-console-token': token };
}

/** The run's host servers, whose page caches keep visitor pages: the host and its server-rendering twin, or each host server behind the cluster's nginx. */
const HOST_SERVERS = process.env.MFP_CLUSTER === '1' ? [PORT_BASE + 10, PORT_BASE + 11] : [PORT_BASE, PORT_BASE + 20];

/**
 * Empties the page cache of every host server of the run (tooling/cdn/page-cache-purge.ts): what a spec
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
