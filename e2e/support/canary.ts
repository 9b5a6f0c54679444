import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { cdnRoot } from './release';

// shared is a CommonJS package: its canary and session rules are required, not imported by name.
const require = createRequire(import.meta.url);
const canary = require('@mfp/shared/contracts') as typeof import('@mfp/shared/contracts');
const siteSession = require('@mfp/shared/node/site-session') as typeof import('@mfp/shared/node/site-session');

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

/**
 * The key the run's host servers sign sessions with (host-server/cdn/session-key.ts): MFP_SESSION_KEY, else the
 * key `pnpm start` keeps in this run's CDN folder.
 */
export function runSessionKey(): string {
  return process.env[siteSession.SESSION_KEY_ENV] || readFileSync(join(cdnRoot, 'session-key'), 'utf8').trim();
}

/**
 * A fresh browser context holding the session `id` as the site issued it (its id cookie and the signature the
 * host server would have set), on the site `origin`: the host server keeps it, and the RUM collector counts its
 * beacons. A session id without the signature would be replaced by one the site chooses.
 */
export async function contextWithSession(browser: Browser, origin: string, id: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: canary.SESSION_ID_COOKIE, value: id, url: origin },
    { name: siteSession.SESSION_SIGNATURE_COOKIE, value: siteSession.sessionSignature(runSessionKey(), id), url: origin, httpOnly: true, sameSite: 'Lax' },
  ]);
  return context;
}
