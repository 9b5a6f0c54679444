import { consolePost, consoleTakedown } from '../../support/console';
import { expect, test } from '../../support/fixtures';
import { byTestId, requestPage, textOf } from '../../support/page-html';
import { originOfPort, PORT_BASE } from '../../support/remotes';
import { SSR_SITE_URL } from '../../support/ssr-site';

// An operator who posted a wrong text takes it down: the console unpublishes or deletes it, and the pages drop
// it. The server-rendered home of both host servers (each with its page cache, as in production) within the
// cache's lifetime, with no purge; an open page at once, on the marquee event.

/** The run's host servers: the host and the always server-rendering one (support/ssr-site.ts). */
const HOSTS = [...new Set([originOfPort(PORT_BASE), SSR_SITE_URL])];
/** The page cache keeps a visitor page 3 s (host-server/cdn/page-cache.ts); a render on a busy machine on top. */
const CACHE_LIFETIME_BOUND_MS = 15_000;

/** What the server-rendered home shows of `text` in its marquee: a render without the marquee area proves nothing. */
async function marqueeOnServerPage(origin: string, text: string): Promise<'shown' | 'gone' | 'no marquee rendered'> {
  const { document } = await requestPage('/', { layout: 'desktop', locale: 'en_US' }, origin);
  const marquee = byTestId(document, 'lobby-marquee')[0];
  if (!marquee || byTestId(marquee, 'lobby-marquee-item').length === 0) return 'no marquee rendered';
  return textOf(marquee).includes(text) ? 'shown' : 'gone';
}

test('a marquee item deleted in the console is gone from the server-rendered (and page-cached) home within the cache lifetime', async () => {
  test.setTimeout(90_000);
  const text = `Wrong text ${Date.now()}`;
  const { id } = await consolePost<{ id: number }>('marquee', { content: `<b>${text}</b>` });
  for (const origin of HOSTS)
    await expect.poll(() => marqueeOnServerPage(origin, text), { message: `${origin}/ shows the new item`, timeout: 30_000 }).toBe('shown');

  // No purge: a visitor's cached page may show it until the cache lets it go, no longer.
  await consoleTakedown('marquee', id, 'delete');
  for (const origin of HOSTS)
    await expect
      .poll(() => marqueeOnServerPage(origin, text), { message: `${origin}/ drops the deleted item`, timeout: CACHE_LIFETIME_BOUND_MS })
      .toBe('gone');
});

test('an open home page drops a marquee item the console unpublishes, and shows it again when republished, without a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const text = `Unpublished ${Date.now()}`;
  const { id } = await consolePost<{ id: number }>('marquee', { content: text });
  await page.goto('/');
  const marquee = page.getByTestId('lobby-marquee');
  await expect(marquee).toContainText(text, { timeout: 45_000 });
  // The socket joins its channel a moment after the page shows: a probe item, published until one shows
  // without a reload, proves the page hears the console before anything is taken down.
  const probe = `Probe ${Date.now()}`;
  const probes: number[] = [];
  await expect(async () => {
    probes.push((await consolePost<{ id: number }>('marquee', { content: probe })).id);
    await expect(marquee).toContainText(probe, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });

  await consoleTakedown('marquee', id, 'unpublish');
  await expect(marquee).not.toContainText(text);
  await expect(page.getByTestId('lobby-marquee-item').first()).toBeVisible();

  await consoleTakedown('marquee', id, 'republish');
  await expect(marquee).toContainText(text);
  await consoleTakedown('marquee', id, 'delete');
  await expect(marquee).not.toContainText(text);
  for (const p of probes) await consoleTakedown('marquee', p, 'delete');
  await expect(marquee).not.toContainText(probe);
});
