import type { Browser, CDPSession, Page } from '@playwright/test';

/** Set by the host (host-shell/src/federation/idle-preload.ts) when its first view is done and idle-time preloads begin. */
export const FIRST_VIEW_DONE_MARK = 'mfp:first-view-done';

export interface Profile {
  name: 'mobile' | 'desktop';
  viewport: { width: number; height: number };
  cpuSlowdown: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  userAgent?: string;
  isMobile?: boolean;
}

/** The Lighthouse mobile conditions and an unthrottled desktop (DESIGN.md section 10). */
export const PROFILES: Profile[] = [
  {
    name: 'mobile',
    viewport: { width: 412, height: 823 },
    cpuSlowdown: 4,
    // Lighthouse's "slow 4G": 150 ms RTT, 1.6 Mbps down, 750 kbps up (bytes per second for CDP).
    network: {
      latency: 150,
      downloadThroughput: (1.6 * 1000 * 1000) / 8,
      uploadThroughput: (750 * 1000) / 8,
    },
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
    isMobile: true,
  },
  { name: 'desktop', viewport: { width: 1366, height: 768 }, cpuSlowdown: 1 },
];

export interface LoadMetrics {
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  requests: number;
  /** Compressed JavaScript requested before the site marks its first view done (FIRST_VIEW_DONE_MARK). */
  jsBytes: number;
  /** All compressed JavaScript until the page settled, idle-time preloads included. */
  jsBytesAll: number;
  /** Time from navigation start to the page's ready element being visible. */
  ready: number;
  /** Time to first byte: navigation start to the first byte of the page's response (Navigation Timing responseStart). */
  ttfb: number;
}

type PerfWindow = Window & {
  __perf: { lcp: number; fcp: number; cls: number; longtasks: [number, number][] };
  __clickAt?: number;
  __clickSel?: string;
  __visibleAt?: number;
  __watchVisible: (selector: string) => void;
};

// Runs before any page script: paint, shift and long-task observers, the click timestamp, and a
// watcher that records performance.now() at the first animation frame where a selector is visible.
const OBSERVER = `
  window.__perf = { lcp: 0, fcp: 0, cls: 0, longtasks: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.longtasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  window.__watchVisible = (sel) => {
    window.__visibleAt = undefined;
    const tick = () => {
      const el = document.querySelector(sel);
      const box = el && el.getBoundingClientRect();
      if (el && box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) window.__visibleAt = performance.now();
      else requestAnimationFrame(tick);
    };
    tick();
  };
  document.addEventListener('click', (e) => {
    if (window.__clickSel && e.target instanceof Element && e.target.closest(window.__clickSel)) window.__clickAt = performance.now();
  }, true);
`;

async function throttle(cdp: CDPSession, profile: Profile) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.network)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  if (profile.cpuSlowdown > 1)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

/** Requests in flight per page (Playwright's 'networkidle' fires once, so it cannot say "quiet now"). */
const inFlight = new WeakMap<Page, Set<unknown>>();

function trackInFlight(page: Page): void {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/** Resolves once no request of the page has been in flight for `quietMs` (or after `timeoutMs`). */
async function networkQuiet(page: Page, quietMs: number, timeoutMs: number): Promise<void> {
  const open = inFlight.get(page);
  if (!open) return;
  const end = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < end) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
}

/** A cold page (new context, cache off) with the profile's throttling, counting requests and compressed JS bytes. */
export async function coldPage(
  browser: Browser,
  profile: Profile,
  serviceWorkers: 'allow' | 'block' = 'block',
) {
  const context = await browser.newContext({
    // The site's service worker installs after the first view: only the repeat-visit measurement lets it.
    serviceWorkers,
    viewport: profile.viewport,
    userAgent: profile.userAgent,
    isMobile: profile.isMobile,
    hasTouch: profile.isMobile,
    locale: 'en-US',
  });
  const page = await context.newPage();
  trackInFlight(page);
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, profile);
  // When each request was sent (wall clock, ms), and the compressed size of each finished script.
  const sentAt = new Map<string, number>();
  const scripts = new Set<string>();
  const scriptBytes = new Map<string, number>();
  let requests = 0;
  cdp.on(
    'Network.requestWillBeSent',
    (e: { requestId: string; wallTime: number; request: { url: string } }) => {
      if (e.request.url.startsWith('data:')) return;
      requests++;
      sentAt.set(e.requestId, e.wallTime * 1000);
    },
  );
  cdp.on('Network.responseReceived', (e: { requestId: string; type: string }) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  // encodedDataLength: bytes on the wire (compressed body and headers).
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    if (scripts.has(e.requestId)) scriptBytes.set(e.requestId, e.encodedDataLength);
  });
  const reset = () => {
    requests = 0;
    scriptBytes.clear();
  };
  /** Script bytes, all and those sent before `cutoff` (wall clock, ms; all when there is none). */
  const counts = (cutoff?: number) => {
    let jsBytes = 0;
    let jsBytesAll = 0;
    for (const [id, bytes] of scriptBytes) {
      jsBytesAll += bytes;
      if (cutoff === undefined || (sentAt.get(id) ?? 0) <= cutoff) jsBytes += bytes;
    }
    return { requests, jsBytes, jsBytesAll };
  };
  await page.addInitScript(OBSERVER);
  return { page, context, cdp, counts, reset };
}

/**
 * Settled: the site has marked its first view done and the idle-time preloads it then starts have
 * finished (no request for 500 ms). A click measured earlier would race those preloads, and the figure
 * would depend on when in their download the click fell.
 */
async function settle(page: Page) {
  await page
    .waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, FIRST_VIEW_DONE_MARK, {
      timeout: 30_000,
      polling: 100,
    })
    .catch(() => undefined);
  await networkQuiet(page, 500, 20_000);
  await page.waitForTimeout(1000);
}

/**
 * First view of a URL: cold load, wait until `ready` is visible and the page settles, read the paint
 * and shift metrics. `prepare` runs first in the same context (e.g. a login hand-off, or the first visit
 * of a repeat visit); counters are reset after it.
 */
export async function measureFirstView(
  browser: Browser,
  profile: Profile,
  url: string,
  ready: string,
  prepare?: (page: Page, cdp: CDPSession) => Promise<void>,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<LoadMetrics> {
  const { page, context, cdp, counts, reset } = await coldPage(browser, profile, serviceWorkers);
  try {
    if (prepare) {
      await prepare(page, cdp);
      reset();
    }
    return await measureView(page, url, ready, counts);
  } finally {
    await context.close();
  }
}

/**
 * A repeat visit of a URL: a first visit in the same context, with the profile's
 * throttling, until the page settles and the site's service worker (when the build has one) controls
 * it and holds the remotes' files; then the HTTP cache is turned back on (a returning visitor has it)
 * and the URL is loaded and measured like a first view. The DevTools throttling is set on the page:
 * what the worker answers from its caches is not throttled, as on a real phone; the worker's own
 * network requests (site config, remote manifests, the navigation) are not throttled either.
 */
export function measureRepeatView(browser: Browser, profile: Profile, url: string, ready: string): Promise<LoadMetrics> {
  return measureFirstView(browser, profile, url, ready, (page, cdp) => prepareRepeatVisit(page, cdp, url, ready), 'allow');
}

/**
 * The first visit of a repeat-visit measurement: loads `url` until `ready` is visible and the page settles,
 * waits until the site's service worker (when the build has one) controls the page and holds the remotes'
 * files, then turns the HTTP cache back on.
 */
export async function prepareRepeatVisit(
  page: Page,
  cdp: CDPSession,
  url: string,
  ready: string,
): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 120_000 });
  await settle(page);
  const hasWorker = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration()) !== undefined,
  );
  if (hasWorker)
    await page.waitForFunction(
      async () =>
        navigator.serviceWorker.controller !== null &&
        (await (await caches.open('mfp-remote-assets')).keys()).length > 0,
      undefined,
      { timeout: 60_000, polling: 200 },
    );
  await networkQuiet(page, 500, 20_000);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
}

/** Loads `url` in a prepared page, waits until `ready` is visible and the page settles, reads the metrics. */
async function measureView(
  page: Page,
  url: string,
  ready: string,
  counts: (cutoff?: number) => { requests: number; jsBytes: number; jsBytesAll: number },
): Promise<LoadMetrics> {
  await page.addInitScript((sel) => (window as unknown as PerfWindow).__watchVisible(sel), ready);
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => (window as unknown as PerfWindow).__visibleAt !== undefined, undefined, {
    timeout: 120_000,
    polling: 100,
  });
  await settle(page);
  const perf = await page.evaluate((mark) => {
    const w = window as unknown as PerfWindow;
    const done = performance.getEntriesByName(mark, 'mark')[0];
    // Wall-clock time of the mark, comparable with CDP's wallTime of each request.
    const firstViewDoneAt = done ? performance.timeOrigin + done.startTime : undefined;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return { ...w.__perf, ready: w.__visibleAt as number, firstViewDoneAt, ttfb: navigation?.responseStart ?? 0 };
  }, FIRST_VIEW_DONE_MARK);
  const tbt = perf.longtasks
    .filter(([start]) => start >= perf.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return {
    lcp: perf.lcp,
    fcp: perf.fcp,
    tbt,
    cls: perf.cls,
    ready: perf.ready,
    ttfb: perf.ttfb,
    ...counts(perf.firstViewDoneAt),
  };
}

/**
 * Time from a click on `clickSel` to a visible `target` (ms) in a cold page of the profile that has
 * loaded and settled: the click's timestamp is taken in the page (capture listener, only for a click on
 * `clickSel`, so closing the pop-up promotion does not count), the target's visibility on the first
 * animation frame that shows it, so Playwright's own polling does not count.
 */
export async function measureClick(
  browser: Browser,
  profile: Profile,
  url: string,
  ready: string,
  clickSel: string,
  target: string,
): Promise<number> {
  const { page, context } = await coldPage(browser, profile);
  try {
    // The pop-up promotion opens on its own once the bulletins arrive and covers the page: a visitor closes it.
    await page.addLocatorHandler(page.getByTestId('lobby-popup-close'), (close) => close.click());
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 120_000 });
    await settle(page);
    await page.evaluate(
      ([sel, watch]) => {
        const w = window as unknown as PerfWindow;
        w.__clickSel = sel;
        w.__clickAt = undefined;
        w.__watchVisible(watch);
      },
      [clickSel, target] as const,
    );
    await page.locator(`${clickSel}:visible`).first().click({ timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as PerfWindow).__visibleAt !== undefined, undefined, {
      timeout: 60_000,
      polling: 100,
    });
    return await page.evaluate(() => {
      const w = window as unknown as PerfWindow;
      return (w.__visibleAt as number) - (w.__clickAt as number);
    });
  } finally {
    await context.close();
  }
}
