import type { Metric } from 'web-vitals';
import {
  RUM_BEACON_PATH,
  RUM_DEFAULT_SAMPLE_RATE,
  sessionBucket,
  sessionIdOf,
  type WebVital,
} from '@mfp/shared/contracts';
import type { SiteConfig } from '../config/site-config';
import { afterFirstView } from '../federation/idle-preload';
import { setRumSink } from './rum-events';
import { createRumRecorder, type RumRecorder } from './rum-recorder';

/** Whether a session reports: its own draw (as a canary's, per session), so a session reports whole or not at all. */
export const rumSampled = (sessionId: string, rate: number): boolean =>
  sessionBucket(sessionId, 'rum') < Math.round(rate * 100);

type OnVital = (report: (m: Metric) => void) => void;

/** web-vitals' observers by the name the beacon gives them. */
const vitalsOf = (w: typeof import('web-vitals')): [WebVital, OnVital][] => [
  ['lcp', w.onLCP],
  ['inp', w.onINP],
  ['cls', w.onCLS],
  ['ttfb', w.onTTFB],
];

/** The page's largest contentful paints as they come (buffered: those before the call too), where the browser has them. */
function observeLcp(win: Window, note: (ms: number) => void): PerformanceObserver | undefined {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) return undefined;
  const observer = new Observer((list) => {
    for (const entry of list.getEntries()) note(entry.startTime);
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  return observer;
}

/**
 * Real-user monitoring of this page: in a sampled session, records each page view's remote
 * versions, load failures, render errors, retries and web vitals, and sends them with sendBeacon when the
 * page is hidden or left. The recorder starts with the page (a visit left early still reports); web-vitals
 * loads after the first view. Returns the recorder, or undefined when the session is not sampled.
 */
export function startRum(config: SiteConfig, win: Window = window): RumRecorder | undefined {
  const sessionId = sessionIdOf(win.document);
  if (!rumSampled(sessionId, config.rum?.sampleRate ?? RUM_DEFAULT_SAMPLE_RATE)) return undefined;
  if (typeof win.navigator.sendBeacon !== 'function') return undefined;
  const recorder = createRumRecorder({
    sessionId,
    remotes: config.remotes,
    pathOf: () => win.location.pathname,
    now: () => Date.now(),
    send: (body) => win.navigator.sendBeacon(RUM_BEACON_PATH, body),
  });
  setRumSink(recorder.note);
  // web-vitals and its observers come once the first view is done; they read the browser's buffered entries
  // (paints, shifts, event timings, navigation timing), so nothing of the load is missed. It reports CLS and
  // INP on its own (capture) visibilitychange listener, which runs before ours.
  // Until it has loaded, the browser's own LCP entries stand in: a visit left before then still reports its LCP.
  const early = observeLcp(win, (ms) => recorder.noteVital('lcp', ms));
  afterFirstView(() => {
    void import('web-vitals').then((w) => {
      early?.disconnect();
      for (const [name, on] of vitalsOf(w)) on((metric) => recorder.noteVital(name, metric.value));
    });
  });
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') recorder.flush();
  });
  win.addEventListener('pagehide', () => recorder.flush());
  return recorder;
}
