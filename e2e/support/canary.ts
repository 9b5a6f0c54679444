import { createRequire } from 'node:module';
import type { Browser, BrowserContext } from '@playwright/test';

// shared is a CommonJS package: its canary rule is required, not imported by name.
const canary = createRequire(import.meta.url)('../../shared/src/contracts/canary.ts') as typeof import('../../shared/src/contracts/canary');

/**
 * A session id whose bucket for `remote` (its federation name) satisfies `wanted`: the draw is the site's
 * own rule (shared sessionBucket, proved by its unit tests), so a spec pins a session in or out of a canary
 * instead of drawing many fresh sessions and counting.
 */
export function sessionIdWhere(remote: string, wanted: (bucket: number) => boolean, skip = 0): string {
  let found = 0;
  for (let i = 0; i < 10_000; i += 1) {
    // The cookie takes letters, digits and dashes only (shared sessionIdOf).
    const id = `e2e-${i}-${remote.replaceAll('_', '-')}`;
    if (wanted(canary.sessionBucket(id, remote)) && found++ === skip) return id;
  }
  throw new Error(`no session id for ${remote} found`);
}

/** A fresh browser context holding the session `id` (the site's session cookie), on the site `origin`. */
export async function contextWithSession(browser: Browser, origin: string, id: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([{ name: canary.SESSION_ID_COOKIE, value: id, url: origin }]);
  return context;
}
