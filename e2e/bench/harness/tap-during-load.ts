/**
 * One tap during a page's load, at 4x CPU: a cold page, the tap as soon as its target shows in the server's
 * HTML (before the scripts have taken the page over), then the tap's latency as INP measures it (Event Timing
 * entries of the interaction, interaction-latency.ts) and whether, and when, the page answered it.
 */
import type { Browser, Page } from '@playwright/test';
import { PROFILES } from '../measure';
import { FIRST_VIEW_DONE_MARK } from '../measure';
import { interactionsOf, type EventEntry } from './interaction-latency';

export interface TapLayout {
  name: 'mobile' | 'desktop';
  viewport: { width: number; height: number };
  isMobile: boolean;
  userAgent?: string;
}

/** A phone (390x844, touch, a phone's User-Agent so the server renders the mobile layout) and a desktop. */
export const TAP_LAYOUTS: TapLayout[] = [
  { name: 'mobile', viewport: { width: 390, height: 844 }, isMobile: true, userAgent: PROFILES[0]?.userAgent },
  { name: 'desktop', viewport: { width: 1366, height: 768 }, isMobile: false },
];

export const CPU_SLOWDOWN = 4;
/** How long a tap may take to be answered before it counts as never answered. */
export const ANSWER_WAIT_MS = 15_000;

export interface TapCase {
  key: string;
  label: string;
  path: string;
  /** The element tapped (the first match). */
  target: string;
  /** The layouts the target exists in. */
  layouts: readonly TapLayout['name'][];
  /** Carousels turn by themselves unless the player asked for reduced motion: a turn must be the tap's. */
  reducedMotion?: boolean;
  /** True in the page once the tap is answered (runs in the page, also in a new document after a link was followed). */
  answered: (tapped: Tapped) => boolean;
}

/** What the answer check knows of the tapped element. */
export interface Tapped {
  href: string | null;
  text: string;
}

export interface TapSample {
  /** The interaction's latency (ms): its longest Event Timing entry; null when no entry came (see `navigated`). */
  inp: number | null;
  /** The event that took longest (pointerdown, pointerup, click, ...). */
  slowest: string | null;
  /** When the tap happened, ms after navigation start. */
  tapAt: number;
  /** The site had not yet marked its first view done (hydration, the areas' scripts still running). */
  beforeFirstView: boolean;
  /** The tap was a link the browser followed (a new document): its entries went with the old one. */
  navigated: boolean;
  /** From the tap until the page showed its answer (ms, polled every 50 ms); null when it never did. */
  answeredMs: number | null;
  /** The answer was a new window (a game opened in its own tab). */
  popup: boolean;
  /** What the tap's first event hit (tag[testid].class), and whether that was the target or something over it. */
  hit: string;
  onTarget: boolean;
}

// Runs before any page script, in every document of the load: the interaction entries (kept over a followed link
// in sessionStorage, with the tap's wall-clock time), and when the first pointerdown or click came.
const PROBE = `
  window.__tapEntries = [];
  const keep = (e) => ({ name: e.name, interactionId: e.interactionId, duration: e.duration, startTime: e.startTime });
  const seen = (l) => { for (const e of l.getEntries()) if (e.interactionId) window.__tapEntries.push(keep(e)); };
  new PerformanceObserver(seen).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(seen).observe({ type: 'first-input', buffered: true });
  const down = (e) => {
    if (sessionStorage.getItem('__tapWall')) return;
    const t = e.target instanceof Element ? e.target : null;
    sessionStorage.setItem('__tapHit', t ? t.tagName.toLowerCase() + (t.getAttribute('data-testid') ? '[' + t.getAttribute('data-testid') + ']' : '') + (typeof t.className === 'string' && t.className ? '.' + t.className.trim().split(/\\s+/)[0] : '') : '?');
    sessionStorage.setItem('__tapOnTarget', String(!!(t && window.__tapTarget && t.closest(window.__tapTarget))));
    sessionStorage.setItem('__tapWall', String(Date.now()));
    sessionStorage.setItem('__tapAt', String(performance.now()));
    sessionStorage.setItem('__tapBeforeFirstView', String(performance.getEntriesByName('${FIRST_VIEW_DONE_MARK}', 'mark').length === 0));
  };
  addEventListener('pointerdown', down, true);
  addEventListener('click', down, true);
  addEventListener('pagehide', () => sessionStorage.setItem('__tapEntriesBefore', JSON.stringify(window.__tapEntries)));
`;

type ProbeWindow = Window & { __tapEntries: EventEntry[] };

/** Runs `fn` in the page, again after a navigation destroyed the context it started in. */
async function inPage<T>(page: Page, fn: () => T): Promise<T> {
  for (;;) {
    try {
      return await page.evaluate(fn);
    } catch (e) {
      if (!/context was destroyed|navigat/i.test((e as Error).message)) throw e;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

/**
 * The wall-clock time `check` first held in the page, or null at the deadline; it is asked again in the new
 * document when the tap followed a link.
 */
async function whenInPage<A>(page: Page, check: (arg: A) => boolean, arg: A, timeoutMs: number): Promise<number | null> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const left = end - Date.now();
    if (left <= 0) return null;
    try {
      await page.waitForFunction(check as (arg: unknown) => boolean, arg, { polling: 50, timeout: left });
      return Date.now();
    } catch (e) {
      const message = (e as Error).message;
      if (/timeout/i.test(message)) return null;
      if (!/context was destroyed|navigat/i.test(message)) throw e;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

export async function tapDuringLoad(browser: Browser, layout: TapLayout, origin: string, c: TapCase): Promise<TapSample> {
  const context = await browser.newContext({
    viewport: layout.viewport,
    isMobile: layout.isMobile,
    hasTouch: layout.isMobile,
    userAgent: layout.userAgent,
    locale: 'en-US',
    serviceWorkers: 'block',
    reducedMotion: c.reducedMotion ? 'reduce' : 'no-preference',
  });
  let popupWall: number | null = null;
  try {
    const page = await context.newPage();
    const popupOpened = new Promise<number>((resolve) => page.on('popup', () => resolve((popupWall ??= Date.now()))));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(`window.__tapTarget = ${JSON.stringify(c.target)};\n${PROBE}`);
    await page.goto(`${origin}${c.path}`, { waitUntil: 'commit' });
    // As soon as the server's HTML shows the target: the moment a player who knows the page taps.
    const target = page.locator(c.target).first();
    await target.waitFor({ state: 'visible', timeout: 60_000 });
    const tapped: Tapped = { href: await target.getAttribute('href'), text: (await target.textContent())?.trim() ?? '' };
    const firstDoc = await page.evaluate(() => performance.timeOrigin);
    // Where it shows, at once, as the browser's own input (its timestamp is when the player tapped, so a busy main
    // thread counts as input delay): Playwright's tap and click first scroll and check the element in the page,
    // which waits for the main thread, seconds at 4x CPU, and the pop-up promotion may cover the page by then.
    let box = await target.boundingBox();
    if (!box) throw new Error(`${c.target} has no box`);
    // Below the fold (the desktop's game list): the player scrolls to it first, with the wheel (the compositor
    // scrolls, the main thread need not be free), then taps where it now is.
    if (box.y + box.height > layout.viewport.height) {
      await page.mouse.wheel(0, box.y + box.height - layout.viewport.height + 40);
      await page.waitForFunction((bottom) => scrollY >= bottom, box.y + box.height - layout.viewport.height, { polling: 50 });
      box = await target.boundingBox();
      if (!box) throw new Error(`${c.target} has no box`);
    }
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (layout.isMobile) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    const answered = c.answered;
    const answeredWall = await Promise.race([popupOpened, whenInPage(page, answered, tapped, ANSWER_WAIT_MS).catch(() => null)]);
    const navigated = (await inPage(page, () => performance.timeOrigin)) !== firstDoc;
    // The interaction's entries come after the paint that follows its handlers: wait for them a while (a tap whose
    // every event ran under 16 ms has none, and a followed link takes them along with its document).
    if (!navigated) await whenInPage(page, () => (window as unknown as ProbeWindow).__tapEntries.length > 0, undefined, 5_000);
    const got = await inPage(page, () => ({
      entries: (window as unknown as ProbeWindow).__tapEntries,
      before: JSON.parse(sessionStorage.getItem('__tapEntriesBefore') ?? '[]') as EventEntry[],
      wall: Number(sessionStorage.getItem('__tapWall')),
      at: Number(sessionStorage.getItem('__tapAt')),
      beforeFirstView: sessionStorage.getItem('__tapBeforeFirstView') === 'true',
      hit: sessionStorage.getItem('__tapHit') ?? '?',
      onTarget: sessionStorage.getItem('__tapOnTarget') === 'true',
    }));
    // The tap is the first interaction of the load (of the old document when a link was followed).
    const tap = interactionsOf(navigated ? got.before : got.entries)[0] ?? null;
    return {
      inp: tap ? tap.latency : navigated ? null : 0,
      slowest: tap?.slowest ?? null,
      tapAt: got.at,
      beforeFirstView: got.beforeFirstView,
      navigated,
      answeredMs: answeredWall === null || !got.wall ? null : Math.max(0, (popupWall ?? answeredWall) - got.wall),
      popup: popupWall !== null,
      hit: got.hit,
      onTarget: got.onTarget,
    };
  } finally {
    await context.close();
  }
}
