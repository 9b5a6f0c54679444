import { expect, test } from '../../support/fixtures';
import { serverHtml } from '../../support/server-rendered';
import { SSR_SITE_URL } from '../../support/ssr-site';

/**
 * The server-rendered news list and registration form hydrate in the browser as they are:
 * no hydration mismatch (the console guard of support/fixtures.ts fails the test on one), the server's nodes
 * kept, and nothing on the page moves as the scripts take over (Lighthouse measured a CLS of 0.145 on a phone's
 * /register when the form replaced its skeleton, 0.824 on desktop), on a CPU slowed down 4x as Lighthouse's phone
 * is, so that the scripts take over late. Both layouts (the desktop and mobile projects).
 */
test.use({ baseURL: SSR_SITE_URL });

const SESSION = 'e2e-content-hydration-1';
/** The target for cumulative layout shift of every page (the benchmark's, DESIGN.md section 10; e2e/bench/scenarios/first-view.ts). */
const CLS_TARGET = 0.02;

const PAGES = [
  { path: '/main', remote: 'mfe_lobby', content: 'lobby-news-item' },
  { path: '/register', remote: 'mfe_auth', content: 'register-form' },
] as const;

for (const { path, remote, content } of PAGES)
  test(`${path}: the server's ${content} hydrates with no mismatch and no layout shift`, async ({ page, context, request, baseURL }) => {
    await context.addCookies([{ name: 'mfp_sid', value: SESSION, url: baseURL ?? SSR_SITE_URL }]);
    // The remote version is loaded by the server for this session (the first request may miss the render budget).
    await expect.poll(async () => (await serverHtml(request, path, `mfp_sid=${SESSION}`)).state?.remotes?.[remote], { timeout: 15_000 }).toBeTruthy();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript((name) => {
      // Every shift counts: nothing is typed or clicked here, and Chromium flags a shift as after input when the
      // emulated viewport is set (Lighthouse counts those early ones too). Each with the content nodes it moved.
      const shifts: { value: number; moved: string[]; inArea: boolean }[] = [];
      (window as unknown as { __e2eShifts: typeof shifts }).__e2eShifts = shifts;
      type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
      const elementOf = (n: Node | null) => (n instanceof Element ? n : (n?.parentElement ?? null));
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const nodes = entry.sources.map((s) => elementOf(s.node));
          shifts.push({
            value: entry.value,
            moved: nodes.map((el) => (el ? (el.getAttribute('data-testid') ?? el.className) : '?')),
            inArea: nodes.some((el) => el?.closest(`[data-remote="${name}"]`)),
          });
        }
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
    const shifts = await page.evaluate(() => (window as unknown as { __e2eShifts: { value: number; moved: string[]; inArea: boolean }[] }).__e2eShifts);
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(cls, `${path}: cumulative layout shift (what moved: ${JSON.stringify(shifts)})`).toBeLessThanOrEqual(CLS_TARGET);
    // The server's content is where it will stay: a shift of it, however small, means its frame changed in the browser.
    expect(shifts.filter((s) => s.inArea), `${path}: shifts of the server's ${content}`).toEqual([]);
  });
