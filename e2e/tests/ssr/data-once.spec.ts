import { expect as baseExpect, test } from '../../support/fixtures';
import { landAsMember } from '../lobby/lobby-helpers';
import { afterPageSettled } from '../../support/frames';
import { landWithHandOff } from '../../support/session';
import { SSR_SITE_URL } from '../../support/ssr-site';

// The first view's data fetched once (on the server, handed to the browser) and a member's reload, on the
// run's server-rendering host (support/ssr-site.ts).
test.use({ baseURL: SSR_SITE_URL });
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 120_000 });

/** The first view's calls the server hands over (shared siteDetailQuery, carouselPictureQuery, ...). */
const HANDED_OVER = ['/arks/web/site/detail', '/arks/web/carousel_picture', '/arks/web/announcement/marquee', '/arks/web/bulletin', '/v2/get_jackpot'];
/** Their query keys, as the page's render state names them. */
const HANDED_OVER_KEYS = ['siteDetail', 'carouselPicture', 'announcementMarquee', 'bulletin', 'jackpot'];
/** Loads of / allowed to find a render that had all its data within the budget (the first does, on a quiet machine). */
const MAX_LOADS = 3;

test('/ rendered on the server: the handed-over queries are not asked again after hydration', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/')) asked.push(path.slice('/api'.length));
  });
  // A render whose data passed its budget (a fresh server, a busy machine) hands nothing over, and that page
  // rightly fetches that query in the browser: load until the server had all of it (at most MAX_LOADS), say
  // how many loads it took, and count from that load.
  let html = '';
  let loads = 0;
  let missing: string[] = HANDED_OVER_KEYS;
  while (missing.length > 0 && loads < MAX_LOADS) {
    loads += 1;
    asked.length = 0;
    // Each load its own address: the page cache keeps a render that missed its data for a few seconds.
    html = (await (await page.goto(`/?load=${loads}`))?.text()) ?? '';
    missing = HANDED_OVER_KEYS.filter((key) => !html.includes(`"${key}"`));
  }
  test.info().annotations.push({ type: 'loads until the server handed every first-view query over', description: `${loads} of ${MAX_LOADS}` });
  expect(missing, `queries the server did not hand over in ${MAX_LOADS} loads`).toEqual([]);
  // The server had the data: it is in the page's render state, and the lead image is preloaded from the head.
  expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="[^"]+">/);
  // The search-engine text stands above the header from the first paint: hydrating moves nothing down.
  const seoAt = html.indexOf('data-testid="seo-text"');
  expect(seoAt).toBeGreaterThan(-1);
  expect(seoAt).toBeLessThan(html.indexOf('data-testid="site-header"'));
  await expect(page.getByTestId('lobby-banner').first()).toBeVisible();
  await expect(page.getByTestId('lobby-jackpot-value')).toHaveText(/\d{10}\.\d{2}$/);
  // Any refetch on mount has gone out once the page's parts have loaded (the jackpot's own refresh is 30 s away).
  await afterPageSettled(page);
  expect(asked.filter((path) => HANDED_OVER.some((call) => path === call))).toEqual([]);
});

test('a member reload never shows the visitor header (server HTML and page)', async ({ page }) => {
  // A real login (the hand-off), since what it leaves behind is under test: the member-present cookie.
  await landWithHandOff(page, 10001);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'mfp_member')?.value).toBe('1');
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  expect(token).not.toBe('');
  // The cookie says only that a member is here: no cookie of this site holds the token.
  expect(cookies.some((c) => c.value.includes(token))).toBe(false);

  // The server's HTML for this browser (its cookies): a neutral account area, no Log In / Sign Up.
  const html = await (await page.context().request.get('/')).text();
  expect(html).toContain('data-testid="header-member-pending"');
  expect(html).not.toContain('data-testid="header-login"');
  expect(html).not.toContain('data-testid="header-register"');

  // In the page, from the first parsed node on: the visitor's buttons never appear.
  await page.addInitScript(() => {
    const w = window as unknown as { __visitorHeaderSeen?: boolean };
    w.__visitorHeaderSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="header-login"], [data-testid="header-register"]')) w.__visitorHeaderSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByTestId('header-account')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __visitorHeaderSeen?: boolean }).__visitorHeaderSeen)).toBe(false);
});

test('logout clears the member cookie: the next server render is a visitor page', async ({ page }) => {
  await landAsMember(page, 10001);
  await page.getByTestId('header-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === 'mfp_member')).toBe(false);
  const html = await (await page.context().request.get('/')).text();
  expect(html).toContain('data-testid="header-login"');
});
