/**
 * One cold load of a URL under a profile, traced: every main-thread task over 50 ms (the ones total
 * blocking time counts once they come after FCP), when it started, how long it ran and its three
 * largest parts (script evaluation with its URL, a function call, layout, paint). For finding what
 * blocks the main thread; the figures of record come from the bench (`pnpm bench pages`).
 *
 *   npx tsx bench/long-tasks.ts http://127.0.0.1:3200/ [mobile|desktop] [waitMs] [--reduced-motion]
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { PROFILES, coldPage } from './measure';

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; type?: string } };
}

const PARTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'XHRReadyStateChange', 'RunMicrotasks']);
const LONG_US = 50_000;

async function main() {
  const reducedMotion = process.argv.includes('--reduced-motion');
  const [url = 'http://127.0.0.1:3200/', profileName = 'mobile', waitMs = '6000'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const profile = PROFILES.find((p) => p.name === profileName) ?? PROFILES[0]!;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const { page } = await coldPage(browser, profile);
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(Number(waitMs));
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  // The navigation's start; a trace without navigationStart falls back to the document's request.
  const starts = events.filter((e) => e.name === 'navigationStart').map((e) => e.ts);
  const t0 = starts.length > 0 ? Math.min(...starts) : Math.min(...events.filter((e) => e.name === 'ResourceSendRequest').map((e) => e.ts));
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
  let blocking = 0;
  for (const task of events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG_US).sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + (task.dur ?? 0);
    const parts = events
      .filter((e) => e.tid === task.tid && e.ts >= task.ts && e.ts < end && e.dur && PARTS.has(e.name))
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map((e) => {
        const d = e.args?.data;
        const what = String(d?.url ?? d?.functionName ?? d?.type ?? '').replace(/^https?:\/\/[^/]+/, '').slice(-48);
        return `${e.name}(${Math.round((e.dur ?? 0) / 1000)} ms${what ? ` ${what}` : ''})`;
      });
    const at = (task.ts - t0) / 1000;
    const ms = (task.dur ?? 0) / 1000;
    if (at >= fcp) blocking += ms - 50;
    console.log(`${String(Math.round(at)).padStart(6)} ms ${String(Math.round(ms)).padStart(5)} ms  ${at >= fcp ? 'after FCP ' : 'before FCP'}  ${parts.join('  ')}`);
  }
  console.log(`FCP ${Math.round(fcp)} ms; blocking time after FCP (this load): ${Math.round(blocking)} ms`);
  await browser.close();
}

void main();
