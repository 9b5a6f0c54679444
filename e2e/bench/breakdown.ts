/**
 * One cold load of a URL, listing every script response: when it was requested (ms after navigation),
 * its compressed size, and who started it (parser, script, preload). For finding what the first view
 * loads and why; the figures of record come from the bench (`pnpm bench pages`).
 *
 *   npx tsx bench/breakdown.ts http://127.0.0.1:3200/ [desktop|mobile] [waitMs] [--all]
 *
 * With --all, every response is listed (images, API calls, styles), not only scripts. With --repeat, the
 * listed load is a repeat visit, prepared as the bench's repeatView (measure.ts prepareRepeatVisit): each
 * row then says where the answer came from (sw: the service worker, disk/memory: the HTTP cache, net).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { FIRST_VIEW_DONE_MARK, PROFILES, coldPage, prepareRepeatVisit } from './measure';

interface Row {
  url: string;
  at: number;
  wall: number;
  /** When its last byte arrived (ms after navigation); -1 when it never finished. */
  end: number;
  bytes: number;
  initiator: string;
  from: string;
}

async function main() {
  const all = process.argv.includes('--all');
  const repeat = process.argv.includes('--repeat');
  const [url = 'http://127.0.0.1:3200/', profileName = 'desktop', waitMs = '8000'] = process.argv
    .slice(2)
    .filter((a) => !a.startsWith('--'));
  const profile = PROFILES.find((p) => p.name === profileName) ?? PROFILES[1]!;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const { page, context, cdp: pageCdp } = await coldPage(browser, profile, repeat ? 'allow' : 'block');
  if (repeat) await prepareRepeatVisit(page, pageCdp, url, 'body');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const rows = new Map<string, Row>();
  const scripts = new Set<string>();
  let t0 = 0;
  cdp.on(
    'Network.requestWillBeSent',
    (e: {
      requestId: string;
      timestamp: number;
      wallTime: number;
      request: { url: string };
      initiator: { type: string };
    }) => {
      if (!t0) t0 = e.timestamp;
      rows.set(e.requestId, {
        url: e.request.url,
        at: Math.round((e.timestamp - t0) * 1000),
        wall: e.wallTime * 1000,
        end: -1,
        bytes: 0,
        initiator: e.initiator.type,
        from: 'net',
      });
    },
  );
  const types = new Map<string, string>();
  cdp.on(
    'Network.responseReceived',
    (e: {
      requestId: string;
      type: string;
      response: { fromServiceWorker?: boolean; fromDiskCache?: boolean; fromPrefetchCache?: boolean };
    }) => {
      types.set(e.requestId, e.type);
      const row = rows.get(e.requestId);
      if (row) row.from = e.response.fromServiceWorker ? 'sw' : e.response.fromDiskCache ? 'disk' : 'net';
      if (e.type === 'Script') scripts.add(e.requestId);
    },
  );
  cdp.on('Network.requestServedFromCache', (e: { requestId: string }) => {
    const row = rows.get(e.requestId);
    if (row) row.from = 'memory';
  });
  cdp.on(
    'Network.loadingFinished',
    (e: { requestId: string; timestamp: number; encodedDataLength: number }) => {
      const row = rows.get(e.requestId);
      if (row) row.bytes = e.encodedDataLength;
      if (row) row.end = Math.round((e.timestamp - t0) * 1000);
    },
  );
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(Number(waitMs));
  const marks = await page.evaluate(() =>
    performance.getEntriesByType('mark').map((m) => `${m.name}@${Math.round(m.startTime)}`),
  );
  const doneAt = await page.evaluate((name) => {
    const m = performance.getEntriesByName(name, 'mark')[0];
    return m ? performance.timeOrigin + m.startTime : Infinity;
  }, FIRST_VIEW_DONE_MARK);
  // The LCP candidates in order (time, size and what the element is) and each layout shift (when, how much and
  // the elements that moved). The function runs in the page: no named inner functions (tsx would wrap them in
  // __name, which the page lacks); the text is made here.
  type Seen = {
    at: number;
    amount: number;
    elements: ({ tag: string; testId: string | null; className: string } | null)[];
  };
  const observed = (type: 'largest-contentful-paint' | 'layout-shift') =>
    page.evaluate(
      (t) =>
        new Promise<Seen[]>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(
              list.getEntries().map((e) => {
                const entry = e as PerformanceEntry & {
                  element?: Element;
                  size?: number;
                  value?: number;
                  sources?: { node?: Node }[];
                };
                const lcp = t === 'largest-contentful-paint';
                const elements = lcp
                  ? [entry.element]
                  : (entry.sources ?? []).map(({ node }) =>
                      node instanceof Element ? node : node?.parentElement,
                    );
                return {
                  at: Math.round(e.startTime),
                  amount: (lcp ? entry.size : entry.value) ?? 0,
                  elements: elements.map((el) =>
                    el
                      ? {
                          tag: el.tagName.toLowerCase(),
                          testId: el.getAttribute('data-testid'),
                          className: String(el.className),
                        }
                      : null,
                  ),
                };
              }),
            ),
          ).observe({ type: t, buffered: true });
        }),
      type,
    );
  const label = (el: Seen['elements'][number], classes: 'all' | 'first') =>
    el
      ? `${el.tag}${el.testId ? `[${el.testId}]` : ''}.${classes === 'all' ? el.className : el.className.split(' ')[0]}`
      : '?';
  const lcp = (await observed('largest-contentful-paint')).map(
    (c) => `${c.at} ms ${c.amount}px ${label(c.elements[0] ?? null, 'all')}`,
  );
  let total = 0;
  let firstView = 0;
  for (const [id, r] of [...rows].sort((a, b) => a[1].at - b[1].at)) {
    const script = scripts.has(id);
    if (!script && !all) continue;
    if (script) total += r.bytes;
    if (script && r.wall <= doneAt) firstView += r.bytes;
    const type = all ? `${(types.get(id) ?? '?').slice(0, 6).padEnd(7)}` : '';
    console.log(
      `${String(r.at).padStart(6)} ms -> ${String(r.end).padStart(6)} ms ${(r.bytes / 1024).toFixed(1).padStart(7)} KB ${type}${r.initiator.padEnd(8)} ${r.from.padEnd(6)} ${r.url.replace(/^https?:\/\/[^/]+/, (o) => o.slice(-5))}`,
    );
  }
  console.log(
    `total ${(total / 1024).toFixed(1)} KB, first view ${(firstView / 1024).toFixed(1)} KB; marks: ${marks.join(' ')}`,
  );
  console.log(`LCP candidates:\n  ${lcp.join('\n  ')}`);
  const shifts = (await observed('layout-shift')).map(
    (c) => `${c.at} ms ${c.amount.toFixed(4)} ${c.elements.map((el) => label(el, 'first')).join(', ')}`,
  );
  console.log(`Layout shifts:\n  ${shifts.join('\n  ')}`);
  await browser.close();
}

void main();
