/**
 * One cold load of a URL at 4x CPU, its layout shifts listed: when, how much, and which nodes moved from
 * where to where (the entries' sources). For finding what moves; the figure of record is the CLS of the
 * Lighthouse bench and the e2e layout-shift spec.
 *
 *   npx tsx bench/layout-shifts.ts http://127.0.0.1:3600/register [desktop|mobile|lighthouse]
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const LAYOUTS = {
  desktop: { viewport: { width: 1366, height: 768 }, isMobile: false },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true },
  // Lighthouse's desktop preset.
  lighthouse: { viewport: { width: 1350, height: 940 }, isMobile: false },
} as const;

// Runs before any page script: every shift with its sources, each as a short node name and its rects.
const PROBE = `
  window.__shifts = [];
  const name = (n) => !n ? '?' : n.nodeType !== 1 ? '#' + n.nodeName : n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (n.getAttribute('data-testid') ? '[' + n.getAttribute('data-testid') + ']' : '') + (typeof n.className === 'string' && n.className ? '.' + n.className.trim().split(/\\s+/).slice(0, 2).join('.') : '');
  const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__shifts.push({ at: Math.round(e.startTime), value: e.value, input: e.hadRecentInput,
      sources: (e.sources || []).map((s) => name(s.node) + ' ' + rect(s.previousRect) + ' -> ' + rect(s.currentRect)) });
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function main() {
  const [url = 'http://127.0.0.1:3600/register', layoutName = 'desktop'] = process.argv.slice(2);
  const layout = LAYOUTS[layoutName as keyof typeof LAYOUTS] ?? LAYOUTS.desktop;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({
    ...layout,
    hasTouch: layout.isMobile,
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(PROBE);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    () => performance.getEntriesByName('mfp:first-view-done', 'mark').length > 0,
    undefined,
    { timeout: 60_000 },
  );
  // The idle-time loads after the first view can move things too: wait until the network is quiet.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const shifts = await page.evaluate(
    () =>
      (window as unknown as { __shifts: { at: number; value: number; input: boolean; sources: string[] }[] })
        .__shifts,
  );
  // Both sums: Chromium flags a shift as after input when the emulated viewport is set, and nothing is typed here.
  let sum = 0;
  let all = 0;
  for (const s of shifts) {
    all += s.value;
    if (!s.input) sum += s.value;
    console.log(`${String(s.at).padStart(6)} ms  ${s.value.toFixed(4)}${s.input ? ' (after input)' : ''}`);
    for (const src of s.sources) console.log(`          ${src}`);
  }
  console.log(`CLS (sum, no input): ${sum.toFixed(4)}; every shift: ${all.toFixed(4)}`);
  await browser.close();
}

void main();
