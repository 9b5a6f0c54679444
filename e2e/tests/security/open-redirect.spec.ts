import type { BrowserContext, Page, Route } from '@playwright/test';
import { armTripwire, expectNoXss } from '../../security/tripwire';
import { test } from '../../support/fixtures';
import { PORT_BASE, originOfPort } from '../../support/remotes';
import { renderInBrowser } from '../../support/render-in-browser';
import { expect } from './security-support';

/**
 * Open redirects through server data (spec 8, routing: an external URL without explicit permission is
 * refused, unsafe protocols are refused; issue 16 points 5 and 6). Hostile banner, footer and sponsor
 * targets are served to the page through test routes on the content calls (nothing is written to the
 * shared database, so no other spec sees them); the page must refuse each with the spec's message and
 * stay on the site. The local site config permits example.com and t.me (MFP_LINK_HOSTS default).
 */
test.describe.configure({ timeout: 180_000 });

const SITE = originOfPort(PORT_BASE);
/** The lobby's message for a refused banner target (banner.blocked). */
const REFUSED = 'This link cannot be opened.';
/** Longer than the lobby notice's toast time (TOAST_MS, 3 s). */
const TOAST_PAST_MS = 5_000;

const isEvil = (host: string) => /(^|\.)evil\.test$/.test(host.replace(/\.$/, ''));

/** Every request that leaves for the hostile host is recorded (and answered, so nothing hangs); a permitted host gets a stub page. */
async function watchHosts(context: BrowserContext): Promise<{ evil: string[]; permitted: string[] }> {
  const seen = { evil: [] as string[], permitted: [] as string[] };
  await context.route((url) => isEvil(url.hostname), (route) => {
    seen.evil.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>evil</title>' });
  });
  await context.route((url) => url.hostname === 'example.com', (route) => {
    seen.permitted.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>permitted</title><p id="permitted">ok</p>' });
  });
  return seen;
}

type Target = { title: string; link_type: 0 | 1; link_method: 0 | 1; url: string };

const HOSTILE_BANNERS: Target[] = [
  ...[
    '//evil.test/x',
    '/\\evil.test/x',
    '\\\\evil.test/x',
    'https://evil.test/x',
    'HTTPS://EVIL.TEST/X',
    'https://example.com@evil.test/x',
    'http://example.com.evil.test/',
    'https://evil.test./x',
    "javascript:__xss('banner-0')",
    "java\tscript:__xss('banner-0-tab')",
    "data:text/html,<script>__xss('banner-0-data')</script>",
  ].map((url, i) => ({ title: `Hostile external ${i}`, link_type: 0 as const, link_method: 0 as const, url })),
  ...['https://evil.test/new', '//evil.test/new'].map((url, i) => ({ title: `Hostile new window ${i}`, link_type: 0 as const, link_method: 1 as const, url })),
  ...['//evil.test/y', '/\\evil.test/y', '/%5Cevil.test/y', '%2f%2fevil.test', 'https://evil.test/y', "javascript:__xss('banner-1')", 'faq/1'].map(
    (url, i) => ({ title: `Hostile internal ${i}`, link_type: 1 as const, link_method: 0 as const, url }),
  ),
];
const PERMITTED_BANNERS: Target[] = [
  { title: 'Permitted internal', link_type: 1, link_method: 0, url: '/faq/1' },
  { title: 'Permitted external', link_type: 0, link_method: 0, url: 'https://example.com/cup' },
];

/**
 * Serves the given banners as the carousel of every use_type, with the picture of a real banner. The
 * visitor bulletin list is served empty: its pop-up, closed by the fixture's handler at a moment no spec
 * can predict, would otherwise outlast the short refusal notice the test reads.
 */
async function serveBanners(page: Page, targets: readonly Target[]): Promise<void> {
  await renderInBrowser(page.context());
  await page.route('**/api/arks/web/bulletin', async (route: Route) => {
    const real = (await (await route.fetch()).json()) as { code: number; data: Record<string, unknown> | null };
    await route.fulfill({ json: { ...real, data: { ...real.data, list: [] } } });
  });
  await page.route('**/api/arks/web/carousel_picture', async (route: Route) => {
    const real = (await (await route.fetch()).json()) as { code: number; data: { web_carousel_picture_list: { image: string; use_type: number }[] } };
    const first = real.data.web_carousel_picture_list[0];
    const list = targets.map((t, i) => ({ id: 900_000 + i, use_type: first?.use_type ?? 0, image: first?.image ?? '', game_link_parameter: null, ...t }));
    await route.fulfill({ json: { ...real, data: { web_carousel_picture_list: list } } });
  });
}

type NoticeLog = { __notices: string[] };

/**
 * Records every text the lobby notice shows, wherever it is mounted: the notice is a short toast and
 * a poll can miss it on a busy machine, the record cannot.
 */
async function recordNotices(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log = window as unknown as NoticeLog;
    log.__notices = [];
    const read = () => {
      for (const el of Array.from(document.querySelectorAll('[data-testid="lobby-notice"]'))) {
        const text = el.textContent ?? '';
        if (text !== '') log.__notices.push(text);
      }
    };
    new MutationObserver(read).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

const bannerNamed = (page: Page, title: string) => page.locator(`[data-testid="lobby-banner"][aria-label="${title}"]`);

// Two halves, run in parallel to keep each test short on a busy machine.
const HALVES = [
  ['external (link_type 0)', HOSTILE_BANNERS.filter((b) => b.link_type === 0)],
  ['internal (link_type 1)', HOSTILE_BANNERS.filter((b) => b.link_type === 1)],
] as const;

for (const [kind, banners] of HALVES) {
  test(`hostile ${kind} banner targets are refused with the spec message: the page never leaves the site and nothing runs`, async ({ page, context }) => {
    const seen = await watchHosts(context);
    const wire = await armTripwire(page);
    await page.clock.install();
    await serveBanners(page, banners);
    await page.goto('/');
    await expect(page.getByTestId('lobby-banners')).toHaveAttribute('data-count', String(banners.length));
    const home = page.url();
    await recordNotices(page);
    const notice = page.getByTestId('lobby-notice');
    for (const banner of banners) {
      await page.evaluate(() => (window as unknown as NoticeLog).__notices.splice(0));
      // The click the carousel's button receives (the slide need not be the one in view).
      await bannerNamed(page, banner.title).dispatchEvent('click');
      await expect.poll(() => page.evaluate(() => (window as unknown as NoticeLog).__notices), { message: `${banner.title}: ${JSON.stringify(banner.url)}` }).toContain(REFUSED);
      expect(page.url(), banner.url).toBe(home);
      // Past the toast time: the notice goes, so the next refusal shows anew.
      await page.clock.fastForward(TOAST_PAST_MS);
      await expect(notice).toHaveText('');
    }
    expect(context.pages(), 'windows opened').toHaveLength(1);
    expect(new URL(page.url()).origin).toBe(SITE);
    await expectNoXss(page, wire);
    expect(seen.evil).toEqual([]);
  });
}

test('control: a safe in-site path routes and a permitted host is followed, so the refusals above are the rule, not a dead click', async ({ page, context }) => {
  const seen = await watchHosts(context);
  await serveBanners(page, PERMITTED_BANNERS);
  await page.goto('/');
  await expect(page.getByTestId('lobby-banners')).toHaveAttribute('data-count', '2');
  await bannerNamed(page, 'Permitted internal').dispatchEvent('click');
  await expect(page).toHaveURL(`${SITE}/faq/1`);
  await page.goto('/');
  await bannerNamed(page, 'Permitted external').dispatchEvent('click');
  await expect(page).toHaveURL('https://example.com/cup');
  await expect(page.locator('#permitted')).toHaveText('ok');
  expect(seen.permitted).toContain('https://example.com/cup');
  expect(seen.evil).toEqual([]);
});

const HOSTILE_LINKS = ['https://evil.test/f', '//evil.test/f', 'https://example.com@evil.test/f', 'http://example.com.evil.test/f', 'HTTPS://EVIL.TEST/F', "javascript:__xss('footer')"];

test('footer items to hosts the site config does not permit are shown as text, never as links; permitted ones stay links', async ({ page, context }) => {
  const seen = await watchHosts(context);
  const wire = await armTripwire(page);
  await page.route('**/api/arks/web/footer', async (route) => {
    const real = (await (await route.fetch()).json()) as { code: number; data: { list: Record<string, unknown>[] } };
    const hostile = HOSTILE_LINKS.map((url, i) => ({ id: 910_000 + i, title: `Hostile footer ${i}`, url }));
    await route.fulfill({ json: { ...real, data: { list: [...real.data.list, ...hostile] } } });
  });
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  for (let i = 0; i < HOSTILE_LINKS.length; i += 1) {
    const item = footer.getByText(`Hostile footer ${i}`, { exact: true });
    await expect(item).toBeVisible();
    await expect(item.locator('xpath=ancestor-or-self::a')).toHaveCount(0);
  }
  const hrefs = await footer.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.filter((h) => isEvil(new URL(h).hostname))).toEqual([]);
  // The seeded affiliate link is on example.com, a permitted host: still a new-tab link.
  await expect(footer.getByRole('link', { name: 'Affiliate' })).toHaveAttribute('href', 'https://example.com/affiliate');
  await expectNoXss(page, wire);
  expect(seen.evil).toEqual([]);
});

test('sponsor pages: a sponsor site on a host not permitted gets no link, and links in its HTML open a new tab without a handle on the site', async ({ page, context }) => {
  const seen = await watchHosts(context);
  // The sponsors come from the answer below: the server-rendered /sponsor would carry the real ones already.
  await renderInBrowser(context);
  const html = [
    '<p><a id="new-tab" href="https://example.com/s" target="_blank">new tab</a></p>',
    '<p><a id="opener" href="https://example.com/o" target="_blank" rel="opener">opener</a></p>',
    '<p><a id="top" href="https://example.com/t" target="_top">top</a></p>',
  ].join('');
  await page.route('**/api/web/model_sponsor', async (route) => {
    const real = (await (await route.fetch()).json()) as { code: number; data: { list: Record<string, unknown>[] } };
    const base = real.data.list[0] ?? {};
    const list = [
      { ...base, id: 920_001, title: 'Hostile sponsor', content: html, url: 'https://evil.test/sponsor' },
      { ...base, id: 920_002, title: 'Disguised sponsor', content: '<p>x</p>', url: 'https://example.com@evil.test/' },
      { ...base, id: 920_003, title: 'Permitted sponsor', content: '<p>y</p>', url: 'https://example.com/sponsor/ok' },
    ];
    await route.fulfill({ json: { ...real, data: { ...real.data, list } } });
  });
  await page.goto('/sponsor');
  const cards = page.getByTestId('lobby-sponsor').locator('.lb-sponsor-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByRole('link', { name: 'Visit sponsor' })).toHaveCount(0);
  await expect(cards.nth(1).getByRole('link', { name: 'Visit sponsor' })).toHaveCount(0);
  await expect(cards.nth(2).getByRole('link', { name: 'Visit sponsor' })).toHaveAttribute('href', 'https://example.com/sponsor/ok');
  for (const id of ['new-tab', 'opener']) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('target', '_blank');
    await expect(page.locator(`#${id}`)).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.locator('#top')).toHaveAttribute('href', 'https://example.com/t');
  await expect(page.locator('#top')).not.toHaveAttribute('target');
  expect(seen.evil).toEqual([]);
});
