import { consolePost } from '../../support/console';
import { expect, test } from '../../support/fixtures';
import { CLUSTER } from './cluster-support';

// nginx in front of the two host servers keeps a visitor page as long as a host server's s-maxage says (its own
// page cache's lifetime, PAGE_CACHE_SECONDS in host-server/cdn/page-cache.ts): what is published shows within it
// with no purge of nginx, and a member (the member-present cookie) never gets a kept page.

const FRONT = `http://127.0.0.1:${CLUSTER.front}`;
/** A kept page's lifetime in nginx: the s-maxage of the host servers' kept pages. */
const LIFETIME_MS = 3_000;
/** Past the lifetime: one render of the home page on a busy shared machine. */
const RENDER_MARGIN_MS = 7_000;
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  'accept-encoding': 'gzip, br',
};

interface Visit {
  /** nginx's word: HIT (a kept copy), MISS or EXPIRED (asked of a host server and kept), BYPASS (never kept for this request). */
  cache: string | null;
  setCookie: string[];
  cacheControl: string | null;
  html: string;
}

async function visit(path: string, cookie?: string): Promise<Visit> {
  const res = await fetch(`${FRONT}${path}`, { headers: { ...BROWSER, ...(cookie ? { cookie } : {}) } });
  expect(res.status, path).toBe(200);
  return { cache: res.headers.get('x-cache-status'), setCookie: res.headers.getSetCookie(), cacheControl: res.headers.get('cache-control'), html: await res.text() };
}

/** A returning visitor's cookies: the session the site started on the first visit, whose answer nginx did not keep. */
async function returningVisitor(): Promise<string> {
  const first = await visit('/');
  expect(first.cache).toBe('BYPASS');
  expect(first.setCookie.length).toBeGreaterThan(0);
  return first.setCookie.map((c) => c.split(';')[0]).join('; ');
}

test('cluster: nginx keeps a visitor page a few seconds, and a published bulletin appears within its lifetime', async () => {
  test.setTimeout(90_000);
  const visitor = await returningVisitor();
  // A route of its own: no other spec's visit has kept it.
  const path = `/?kept=${Date.now().toString(36)}`;
  // A fresh copy (asked of a host server and kept now), then the same copy again.
  await expect.poll(async () => (await visit(path, visitor)).cache ?? '', { timeout: 20_000 }).toMatch(/^(MISS|EXPIRED)$/);
  const keptAt = Date.now();
  const again = await visit(path, visitor);
  expect(again.cache).toBe('HIT');
  expect(again.setCookie).toEqual([]);

  const title = `Kept bulletin ${Date.now().toString(36)}`;
  // consolePost empties the host servers' own caches; nginx is not told: its copy ends with its lifetime.
  await consolePost('bulletin', { title, content: `<p>${title}</p>` });
  const publishedAt = Date.now();
  const during = await visit(path, visitor);
  if (Date.now() - keptAt < LIFETIME_MS - 500) {
    // Still the kept copy, from before the bulletin: the page nginx keeps is what a visitor gets.
    expect(during.cache).toBe('HIT');
    expect(during.html).not.toContain(title);
  }
  await expect.poll(async () => (await visit(path, visitor)).html.includes(title), { timeout: LIFETIME_MS + RENDER_MARGIN_MS, intervals: [250] }).toBe(true);
  expect(Date.now() - publishedAt).toBeLessThan(LIFETIME_MS + RENDER_MARGIN_MS);
});

test('cluster: a member never receives a kept page, nor leaves one; nor does a visitor the site is starting a session for', async () => {
  test.setTimeout(60_000);
  const visitor = await returningVisitor();
  const path = `/?member=${Date.now().toString(36)}`;
  await expect.poll(async () => (await visit(path, visitor)).cache, { timeout: 20_000 }).toBe('HIT');

  const member = `${visitor}; mfp_member=1`;
  for (let i = 0; i < 3; i++) {
    const answer = await visit(path, member);
    expect(answer.cache).toBe('BYPASS');
    // The host server streamed the member's page: not its kept copy, and nothing a shared cache may keep.
    expect(answer.cacheControl).toBe('no-cache');
  }
  // The member cookie alone, or before the session's, is matched first.
  expect((await visit(path, 'mfp_member=1')).cache).toBe('BYPASS');
  expect((await visit(path, `mfp_member=1; ${visitor}`)).cache).toBe('BYPASS');
  // A first visit: the answer starts a session (Set-Cookie), so it is neither a kept copy nor kept.
  const fresh = await visit(path);
  expect([fresh.cache, fresh.setCookie.length > 0]).toEqual(['BYPASS', true]);
});
