import {
  RUM_BEACON_VERSION,
  RUM_MAX_BODY_BYTES,
  RUM_MAX_VIEWS,
  versionOfManifestUrl,
  type RemoteName,
  type RumBeacon,
  type RumPageView,
  type RumRemoteReport,
  type WebVital,
} from '@mfp/shared/contracts';
import type { RumEvent } from './rum-events';

export interface RumRecorderOptions {
  sessionId: string;
  /** Each remote's manifest URL as this session draws it (stable or canary): the version on the page. */
  remotes: Record<RemoteName, string>;
  /** The current path (a change starts a new page view). */
  pathOf: () => string;
  now: () => number;
  /** Sends one beacon body; false when the browser would not queue it. */
  send: (body: string) => boolean;
}

const MAX_PATH = 200;
/** What each event adds to its remote's report. */
const COUNTED: Record<RumEvent['kind'], keyof Pick<RumRemoteReport, 'loadFailures' | 'renderErrors' | 'retries'> | null> = {
  shown: null,
  load_failure: 'loadFailures',
  render_error: 'renderErrors',
  retry: 'retries',
  retry_url: 'retries',
};

/**
 * Collects page views (a path, the remotes met on it with their versions and troubles, the web vitals
 * measured meanwhile) and sends them in batches when asked to flush or when a batch is full.
 */
export function createRumRecorder(opts: RumRecorderOptions) {
  const queue: RumPageView[] = [];
  const newView = (): RumPageView => ({ path: opts.pathOf().slice(0, MAX_PATH) || '/', at: opts.now(), remotes: [], vitals: {} });
  let view = newView();

  const remoteOfUrl = (url: string): RemoteName | undefined =>
    (Object.entries(opts.remotes) as [RemoteName, string][]).find(([, manifest]) => url.startsWith(manifest.replace(/mf-manifest\.json.*$/, '')))?.[0];

  const worthSending = (v: RumPageView) => v.remotes.length > 0 || Object.keys(v.vitals).length > 0;

  function closeView(): void {
    if (worthSending(view)) queue.push(view);
    view = newView();
    if (queue.length >= RUM_MAX_VIEWS) flush();
  }

  /** The view of the current path: a new path closes the one before. */
  function current(): RumPageView {
    if (opts.pathOf().slice(0, MAX_PATH) !== view.path) closeView();
    return view;
  }

  function reportOf(remote: RemoteName): RumRemoteReport {
    const v = current();
    let found = v.remotes.find((r) => r.remote === remote);
    if (!found) {
      found = { remote, version: versionOfManifestUrl(opts.remotes[remote] ?? ''), loadFailures: 0, renderErrors: 0, retries: 0 };
      v.remotes.push(found);
    }
    return found;
  }

  function note(event: RumEvent): void {
    const remote = event.kind === 'retry_url' ? remoteOfUrl(event.url) : event.remote;
    if (!remote) return;
    const report = reportOf(remote);
    const field = COUNTED[event.kind];
    if (field) report[field] += 1;
  }

  function noteVital(name: WebVital, value: number): void {
    current().vitals[name] = name === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
  }

  /** Sends every finished view (and the current one, which then starts afresh), in beacons under the size limit. */
  function flush(): void {
    if (worthSending(view)) queue.push(view);
    view = newView();
    while (queue.length > 0) {
      let take = Math.min(queue.length, RUM_MAX_VIEWS);
      let body = '';
      for (; take > 0; take -= 1) {
        const beacon: RumBeacon = { v: RUM_BEACON_VERSION, sessionId: opts.sessionId, views: queue.slice(0, take) };
        body = JSON.stringify(beacon);
        if (body.length <= RUM_MAX_BODY_BYTES) break;
      }
      // A single view over the limit cannot be sent: it is dropped rather than refused by the collector.
      const sent = take === 0 ? 1 : take;
      if (take > 0) opts.send(body);
      queue.splice(0, sent);
    }
  }

  return { note, noteVital, flush, pending: () => [...queue, ...(worthSending(view) ? [view] : [])] };
}

export type RumRecorder = ReturnType<typeof createRumRecorder>;
