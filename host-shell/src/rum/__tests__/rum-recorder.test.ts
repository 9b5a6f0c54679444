/** @jest-environment node */
import {
  parseRumBeacon,
  RUM_MAX_BODY_BYTES,
  RUM_MAX_VIEWS,
  type RemoteName,
  type RumBeacon,
} from '@mfp/shared/contracts';
import { createRumRecorder } from '../rum-recorder';
import { rumSampled } from '../start-rum';

// Per page view, the remote versions on the page, their load failures, render errors and
// retries, and the web vitals, batched into beacons the collector accepts.

const REMOTES = {
  mfe_lobby: 'http://127.0.0.1:3101/v1-lobby/mf-manifest.json',
  mfe_games: 'http://127.0.0.1:3102/v2-canary/mf-manifest.json',
  mfe_member_center: 'http://127.0.0.1:3103/v1-mc/mf-manifest.json',
  mfe_agent_center: 'http://127.0.0.1:3104/v1-ac/mf-manifest.json',
  mfe_auth: 'http://127.0.0.1:3105/v1-auth/mf-manifest.json',
} satisfies Record<RemoteName, string>;

function setup(remotes: Record<RemoteName, string> = REMOTES) {
  let path = '/';
  const sent: RumBeacon[] = [];
  const recorder = createRumRecorder({
    sessionId: 'session-1234',
    remotes,
    pathOf: () => path,
    now: () => 1_760_000_000_000,
    send: (body) => {
      expect(body.length).toBeLessThanOrEqual(RUM_MAX_BODY_BYTES);
      const parsed = parseRumBeacon(JSON.parse(body));
      if (!parsed.ok) throw new Error(`the collector would refuse this beacon: ${parsed.reason}`);
      sent.push(parsed.beacon);
      return true;
    },
  });
  return { recorder, sent, go: (p: string) => (path = p) };
}

test('a page view records the drawn version of each remote, its failures, render errors and retries, and the vitals', () => {
  const { recorder, sent, go } = setup();
  go('/games');
  recorder.noteVital('ttfb', 120.4);
  recorder.note({ kind: 'retry_url', url: 'http://127.0.0.1:3102/v2-canary/mf-manifest.json' });
  recorder.note({ kind: 'load_failure', remote: 'mfe_games' });
  recorder.note({ kind: 'retry', remote: 'mfe_games' });
  recorder.note({ kind: 'shown', remote: 'mfe_games' });
  recorder.note({ kind: 'render_error', remote: 'mfe_games' });
  recorder.note({ kind: 'shown', remote: 'mfe_lobby' });
  recorder.note({ kind: 'retry_url', url: 'http://elsewhere.example/x.js' });
  recorder.noteVital('cls', 0.12345);
  expect(sent).toEqual([]);
  recorder.flush();
  expect(sent).toEqual([
    {
      v: 1,
      sessionId: 'session-1234',
      views: [
        {
          path: '/games',
          at: 1_760_000_000_000,
          remotes: [
            { remote: 'mfe_games', version: 'v2-canary', loadFailures: 1, renderErrors: 1, retries: 2 },
            { remote: 'mfe_lobby', version: 'v1-lobby', loadFailures: 0, renderErrors: 0, retries: 0 },
          ],
          vitals: { ttfb: 120, cls: 0.123 },
        },
      ],
    },
  ]);
});

test('a new path starts a new view; views are batched until the page is hidden; nothing empty is sent', () => {
  const { recorder, sent, go } = setup();
  go('/');
  recorder.note({ kind: 'shown', remote: 'mfe_lobby' });
  go('/games');
  recorder.note({ kind: 'shown', remote: 'mfe_games' });
  go('/member');
  expect(sent).toEqual([]);
  recorder.flush();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.views.map((v) => [v.path, v.remotes.map((r) => r.remote)])).toEqual([
    ['/', ['mfe_lobby']],
    ['/games', ['mfe_games']],
  ]);
  recorder.flush();
  expect(sent).toHaveLength(1);
});

test('vitals reported after a flush still carry the remotes of the page; a continued view with nothing new is not sent', () => {
  const { recorder, sent, go } = setup();
  go('/sponsor');
  recorder.noteVital('ttfb', 20);
  recorder.note({ kind: 'load_failure', remote: 'mfe_lobby' });
  recorder.flush();
  recorder.flush();
  expect(sent).toHaveLength(1);
  recorder.noteVital('lcp', 2500);
  recorder.flush();
  expect(sent.map((b) => b.views.map((v) => [v.vitals, v.remotes]))).toEqual([
    [
      [
        { ttfb: 20 },
        [{ remote: 'mfe_lobby', version: 'v1-lobby', loadFailures: 1, renderErrors: 0, retries: 0 }],
      ],
    ],
    [
      [
        { lcp: 2500 },
        [{ remote: 'mfe_lobby', version: 'v1-lobby', loadFailures: 0, renderErrors: 0, retries: 0 }],
      ],
    ],
  ]);
});

test(`a full batch (${RUM_MAX_VIEWS} views) is sent at once, and a large one is split under the body limit`, () => {
  // Versions of the longest form the format allows (80 characters): 20 such views exceed the body limit.
  const long = Object.fromEntries(
    Object.entries(REMOTES).map(([name, url]) => [name, url.replace(/\/v[^/]+\//, `/${'v'.repeat(80)}/`)]),
  );
  const { recorder, sent, go } = setup(long as Record<RemoteName, string>);
  for (let i = 0; i < RUM_MAX_VIEWS + 1; i += 1) {
    go(`/games/${'x'.repeat(190)}${i}`);
    for (const remote of Object.keys(REMOTES) as RemoteName[]) recorder.note({ kind: 'shown', remote });
  }
  expect(sent.flatMap((b) => b.views)).toHaveLength(RUM_MAX_VIEWS);
  expect(sent.length).toBeGreaterThan(1);
  recorder.flush();
  expect(sent.flatMap((b) => b.views)).toHaveLength(RUM_MAX_VIEWS + 1);
});

test('sampling draws per session: the same session always, about the rate of sessions, none at 0 and all at 1', () => {
  const ids = Array.from({ length: 2000 }, (_, i) => `session-${i}-${(i * 7919).toString(36)}`);
  expect(ids.every((id) => rumSampled(id, 1))).toBe(true);
  expect(ids.some((id) => rumSampled(id, 0))).toBe(false);
  const share = ids.filter((id) => rumSampled(id, 0.1)).length / ids.length;
  expect(share).toBeGreaterThan(0.07);
  expect(share).toBeLessThan(0.13);
  expect(ids.slice(0, 50).map((id) => rumSampled(id, 0.5))).toEqual(
    ids.slice(0, 50).map((id) => rumSampled(id, 0.5)),
  );
});
