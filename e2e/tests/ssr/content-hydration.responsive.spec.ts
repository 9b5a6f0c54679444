import { expect, test } from '../../support/fixtures';
import { serverHtml } from '../../support/server-rendered';
import { SSR_SITE_URL } from '../../support/ssr-site';

/**
 * The server-rendered news list and registration form hydrate in the browser as they are:
 * no hydration mismatch (the console guard of support/fixtures.ts fails the test on one), the server's nodes
 * kept, and nothing on the page moves as the scripts take over (Lighthouse measured a CLS of 0.145 on a phone's
 * /register when the form replaced its skeleton). Both layouts (the desktop and mobile projects).
 */
test.use({ baseURL: SSR_SITE_URL });

const SESSION = 'e2e-content-hydration-1';
/** Google's "good" cumulative layout shift. */
const GOOD_CLS = 0.1;

const PAGES = [
  { path: '/main', remote: 'mfe_lobby', content: 'lobby-news-item' },
  { path: '/register', remote: 'mfe_auth', content: 'register-form' },
] as const;

for (const { path, remote, content } of PAGES)
  test(`${path}: the server's ${content} hydrates with no mismatch and no layout shift`, async ({ page, context, request, baseURL }) => {
    await context.addCookies([{ name: 'mfp_sid', value: SESSION, url: baseURL ?? SSR_SITE_URL }]);
    // The remote version is loaded by the server for this session (the first request may miss the render budget).
    await expect.poll(async () => (await serverHtml(request, path, `mfp_sid=${SESSION}`)).state?.remotes?.[remote], { timeout: 15_000 }).toBeTruthy();
    await page.addInitScript((name) => {
      const shifts: number[] = [];
      (window as unknown as { __e2eShifts: number[] }).__e2eShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
      // The server's area node, marked before the app boots: hydration keeps it, a client render would replace it.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') document.querySelector(`[data-remote="${name}"]`)?.setAttribute('data-e2e-server-node', '1');
      });
    }, remote);
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html, 'the content is in the HTML the browser got').toContain(`data-testid="${content}"`);
    await expect(page.getByTestId(content).first()).toBeVisible();
    const serverNode = page.locator(`[data-remote="${remote}"][data-e2e-server-node="1"]`);
    await expect.poll(() => serverNode.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')))).toBe(true);
    // Settled: the page's requests are done, then the shifts so far are all there will be.
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { __e2eShifts: number[] }).__e2eShifts.reduce((a, b) => a + b, 0));
    expect(cls, `${path}: cumulative layout shift`).toBeLessThan(GOOD_CLS);
  });
