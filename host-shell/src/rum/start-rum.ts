import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import {
  RUM_BEACON_PATH,
  RUM_DEFAULT_SAMPLE_RATE,
  sessionBucket,
  sessionIdOf,
  type WebVital,
} from '@mfp/shared/contracts';
import type { SiteConfig } from '../config/site-config';
import { setRumSink } from './rum-events';
import { createRumRecorder, type RumRecorder } from './rum-recorder';

/** Whether a session reports: its own draw (as a canary's, per session), so a session reports whole or not at all. */
export const rumSampled = (sessionId: string, rate: number): boolean =>
  sessionBucket(sessionId, 'rum') < Math.round(rate * 100);

const VITALS: [WebVital, (report: (m: Metric) => void) => void][] = [
  ['lcp', onLCP],
  ['inp', onINP],
  ['cls', onCLS],
  ['ttfb', onTTFB],
];

/**
 * Real-user monitoring of this page: in a sampled session, records each page view's remote
 * versions, load failures, render errors, retries and web vitals, and sends them with sendBeacon when the
 * page is hidden or left. Returns the recorder, or undefined when the session is not sampled.
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
  // web-vitals reports CLS and INP on its own (capture) visibilitychange listener, which runs before ours.
  for (const [name, on] of VITALS) on((metric) => recorder.noteVital(name, metric.value));
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') recorder.flush();
  });
  win.addEventListener('pagehide', () => recorder.flush());
  return recorder;
}
