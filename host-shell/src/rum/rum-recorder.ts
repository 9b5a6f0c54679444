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
const COUNTED: Record<
  RumEvent['kind'],
  keyof Pick<RumRemoteReport, 'loadFailures' | 'renderErrors' | 'retries'> | null
> = {
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
  const newView = (): RumPageView => ({
    path: opts.pathOf().slice(0, MAX_PATH) || '/',
    at: opts.now(),
    remotes: [],
    vitals: {},
  });
  let view = newView();
  /** The current view continues one already sent (same path, same remotes still on the page). */
  let continued = false;

  const remoteOfUrl = (url: string): RemoteName | undefined =>
    (Object.entries(opts.remotes) as [RemoteName, string][]).find(([, manifest]) =>
      url.startsWith(manifest.replace(/mf-manifest\.json.*$/, '')),
    )?.[0];

  const measured = (v: RumPageView) =>
    Object.keys(v.vitals).length > 0 ||
    v.remotes.some((r) => r.loadFailures + r.renderErrors + r.retries > 0);
  /** A continued view is sent only for what it adds; a fresh one for any remote or vital. */
  const worthSending = (v: RumPageView) => (continued ? measured(v) : v.remotes.length > 0 || measured(v));

  function closeView(): void {
    if (worthSending(view)) queue.push(view);
    view = newView();
    continued = false;
    if (queue.length >= RUM_MAX_VIEWS) sendQueue();
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
      found = {
        remote,
        version: versionOfManifestUrl(opts.remotes[remote] ?? ''),
        loadFailures: 0,
        renderErrors: 0,
        retries: 0,
      };
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

  /**
   * Sends every finished view and the current one, in beacons under the size limit. The current view goes on
   * with the same remotes (they are still on the page): web vitals reported after a flush (web-vitals may
   * report LCP and CLS after our hidden handler) still belong to the remote versions they measured.
   */
  function flush(): void {
    const remotes = view.remotes.map((r) => ({ ...r, loadFailures: 0, renderErrors: 0, retries: 0 }));
    if (worthSending(view)) queue.push(view);
    view = { ...newView(), remotes };
    continued = true;
    sendQueue();
  }

  function sendQueue(): void {
    while (queue.length > 0) {
      let take = Math.min(queue.length, RUM_MAX_VIEWS);
      let body = '';
      for (; take > 0; take -= 1) {
        const beacon: RumBeacon = {
          v: RUM_BEACON_VERSION,
          sessionId: opts.sessionId,
          views: queue.slice(0, take),
        };
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
