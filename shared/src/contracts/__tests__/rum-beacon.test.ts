/** @jest-environment node */
import {
  p75,
  parseRumBeacon,
  RUM_SESSIONS_PER_CLIENT,
  RUM_MAX_VIEWS,
  versionOfManifestUrl,
  versionStats,
  type RumBeacon,
} from '../rum-beacon';

// Issue 22 point 2: the beacon format the host sends and the collector checks, in one place.

const good = (): RumBeacon => ({
  v: 1,
  sessionId: 'session-0001',
  views: [
    {
      path: '/games',
      at: 1_760_000_000_000,
      remotes: [
        { remote: 'mfe_games', version: 'v20261125-abcd1234', loadFailures: 0, renderErrors: 1, retries: 2 },
      ],
      vitals: { lcp: 1200, inp: 80, cls: 0.02, ttfb: 150 },
    },
  ],
});

describe('parseRumBeacon (issue 22, real-user monitoring)', () => {
  it('accepts a well-formed beacon, vitals optional', () => {
    expect(parseRumBeacon(good())).toEqual({ ok: true, beacon: good() });
    const noVitals = good();
    noVitals.views[0]!.vitals = {};
    expect(parseRumBeacon(noVitals).ok).toBe(true);
  });

  const broken: [string, (b: Record<string, any>) => void][] = [
    ['an unknown format version', (b) => (b.v = 2)],
    ['an extra top-level field', (b) => (b.extra = 1)],
    ['a bad session id', (b) => (b.sessionId = 'x')],
    ['no views', (b) => (b.views = [])],
    ['too many views', (b) => (b.views = Array.from({ length: RUM_MAX_VIEWS + 1 }, () => b.views[0]))],
    ['a relative path', (b) => (b.views[0].path = 'games')],
    ['an unknown remote', (b) => (b.views[0].remotes[0].remote = 'mfe_evil')],
    ['a version with a slash', (b) => (b.views[0].remotes[0].version = '../etc')],
    ['a negative count', (b) => (b.views[0].remotes[0].retries = -1)],
    ['a fractional count', (b) => (b.views[0].remotes[0].loadFailures = 0.5)],
    ['a remote twice', (b) => b.views[0].remotes.push({ ...b.views[0].remotes[0] })],
    ['an unknown vital', (b) => (b.views[0].vitals.fid = 3)],
    ['a vital out of range', (b) => (b.views[0].vitals.lcp = 1e9)],
    ['a vital that is not a number', (b) => (b.views[0].vitals.cls = '0.1')],
  ];
  it.each(broken)('refuses %s', (_name, spoil) => {
    const b = good() as unknown as Record<string, any>;
    spoil(b);
    expect(parseRumBeacon(b).ok).toBe(false);
  });

  it.each([null, 'text', 42, []])('refuses %p', (raw) => expect(parseRumBeacon(raw).ok).toBe(false));
});

describe('stats per remote version', () => {
  it('reads the version from a manifest URL', () => {
    expect(versionOfManifestUrl('http://127.0.0.1:3101/v20261125-abcd1234/mf-manifest.json')).toBe(
      'v20261125-abcd1234',
    );
    expect(versionOfManifestUrl('http://127.0.0.1:3101/mf-manifest.json?x')).toBe('unknown');
  });

  it('p75 is the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
  });

  it('counts sessions, not views: a session with any failing view is one erring session', () => {
    const s = versionStats('mfe_games', 'v1', [
      { sessionId: 'a', client: 'x', failed: true, lcp: 100, inp: 10 },
      { sessionId: 'a', client: 'x', failed: true, lcp: 200, inp: null },
      { sessionId: 'b', client: 'y', failed: false, lcp: 300, inp: 30 },
      { sessionId: 'c', client: 'z', failed: false, lcp: null, inp: 50 },
      { sessionId: 'd', client: 'x', failed: false, lcp: 400, inp: 20 },
    ]);
    expect(s).toEqual({
      remote: 'mfe_games',
      version: 'v1',
      sessions: 4,
      errorSessions: 1,
      errorRate: 0.25,
      clients: 3,
      p75Lcp: 300,
      p75Inp: 30,
    });
    expect(versionStats('mfe_games', 'v1', []).errorRate).toBe(0);
  });

  it(`one client counts with its first ${RUM_SESSIONS_PER_CLIENT} sessions at most: 53 sessions of one client are ${RUM_SESSIONS_PER_CLIENT}, of one client`, () => {
    const flood = Array.from({ length: 53 }, (_, i) => ({ sessionId: `forged-${i}`, client: 'attacker', failed: true, lcp: 60_000, inp: 60_000 }));
    const real = Array.from({ length: 16 }, (_, i) => ({ sessionId: `real-${i}`, client: `player-${i}`, failed: false, lcp: 1000, inp: 50 }));
    const s = versionStats('mfe_games', 'v2', [...flood, ...real]);
    expect(s).toMatchObject({ sessions: RUM_SESSIONS_PER_CLIENT + 16, errorSessions: RUM_SESSIONS_PER_CLIENT, clients: 17 });
    // The views of the capped sessions feed no percentile either: 16 players' LCP still make the p75.
    expect(s.p75Lcp).toBe(1000);
    // More views of an admitted session still count; a capped session's views never do.
    const one = versionStats('mfe_games', 'v2', [...flood, { sessionId: 'forged-0', client: 'attacker', failed: false, lcp: 1, inp: 1 }], 2);
    expect(one).toMatchObject({ sessions: 2, errorSessions: 2, clients: 1 });
  });
});
