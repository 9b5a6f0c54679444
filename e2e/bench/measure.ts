import type { Browser, CDPSession, Page } from '@playwright/test';

export interface Profile {
  name: 'mobile' | 'desktop';
  viewport: { width: number; height: number };
  cpuSlowdown: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  userAgent?: string;
}

/** The Lighthouse mobile conditions and an unthrottled desktop (DESIGN.md section 10). */
export const PROFILES: Profile[] = [
  {
    name: 'mobile',
    viewport: { width: 412, height: 823 },
    cpuSlowdown: 4,
    network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  },
  { name: 'desktop', viewport: { width: 1366, height: 768 }, cpuSlowdown: 1 },
];

export interface LoadMetrics {
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  requests: number;
  jsBytes: number;
}

const OBSERVER = `
  window.__perf = { lcp: 0, fcp: 0, cls: 0, longtasks: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.longtasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
`;

async function throttle(cdp: CDPSession, profile: Profile) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  if (profile.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

/** A cold page with the profile's throttling, counting requests and compressed JavaScript bytes. */
export async function coldPage(browser: Browser, profile: Profile) {
  const context = await browser.newContext({ viewport: profile.viewport, userAgent: profile.userAgent });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, profile);
  const scripts = new Set<string>();
  let requests = 0;
  let jsBytes = 0;
  cdp.on('Network.requestWillBeSent', (e: { request: { url: string } }) => {
    if (!e.request.url.startsWith('data:')) requests++;
  });
  cdp.on('Network.responseReceived', (e: { requestId: string; type: string }) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    if (scripts.has(e.requestId)) jsBytes += e.encodedDataLength;
  });
  await page.addInitScript(OBSERVER);
  return { page, context, counts: () => ({ requests, jsBytes }) };
}

/** First view of a URL: load, wait for the page to settle, read the paint and shift metrics. */
export async function measureFirstView(browser: Browser, profile: Profile, url: string, ready: string): Promise<LoadMetrics> {
  const { page, context, counts } = await coldPage(browser, profile);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.locator(ready).first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(1500);
    const perf = await page.evaluate(() => (window as unknown as { __perf: { lcp: number; fcp: number; cls: number; longtasks: [number, number][] } }).__perf);
    const tbt = perf.longtasks
      .filter(([start]) => start >= perf.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { lcp: perf.lcp, fcp: perf.fcp, tbt, cls: perf.cls, ...counts() };
  } finally {
    await context.close();
  }
}

/** Time from a click to a visible target, in a warm page of the profile (ms); null when the UI is not there. */
export async function measureClick(
  browser: Browser,
  profile: Profile,
  url: string,
  click: (page: Page) => Promise<void>,
  target: string,
): Promise<number | null> {
  const { page, context } = await coldPage(browser, profile);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    const start = await page.evaluate(() => performance.now());
    try {
      await click(page);
      await page.locator(target).first().waitFor({ state: 'visible', timeout: 30_000 });
    } catch {
      return null;
    }
    return (await page.evaluate(() => performance.now())) - start;
  } finally {
    await context.close();
  }
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
