import { checkUrl, isAllowedHost } from '../url-safety';
import { isChunkLoadError, reloadOnChunkError } from '../chunk-reload';
import { checkBuild, startBuildPolling } from '../build-poll';
import { envelopeState, runEnvelopeCountdown } from '../red-envelope';
import {
  remainingMs,
  remainingSeconds,
  splitDuration,
  formatClock,
  startCountdown,
  parseTime,
} from '../countdown';
import { expectFiresAfter } from '../../test-support/fake-timers';

const origin = 'https://site.test';

describe('URL safety (spec 8, routing)', () => {
  test('url: relative paths pass and stay relative', () => {
    expect(checkUrl('/faq/3?x=1', { origin })).toEqual({ ok: true, url: '/faq/3?x=1', external: false });
    expect(checkUrl('main/2', { origin })).toEqual({ ok: true, url: '/main/2', external: false });
    expect(checkUrl('https://site.test/a', { origin })).toEqual({
      ok: true,
      url: 'https://site.test/a',
      external: false,
    });
  });
  test.each([
    'javascript:alert(1)',
    ' java\tscript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<b>',
    'vbscript:x',
    'file:///etc/passwd',
    'blob:https://x/1',
  ])('url: unsafe protocol %s is refused', (u) => {
    expect(checkUrl(u, { origin, allowExternal: true })).toEqual({ ok: false, reason: 'unsafeProtocol' });
  });
  test('url: protocol-relative //host and backslash tricks are external, refused without permission', () => {
    expect(checkUrl('//evil.test/x', { origin })).toEqual({ ok: false, reason: 'externalNotAllowed' });
    expect(checkUrl('/\\evil.test/x', { origin })).toEqual({ ok: false, reason: 'externalNotAllowed' });
    expect(checkUrl('https://evil.test', { origin })).toEqual({ ok: false, reason: 'externalNotAllowed' });
  });
  test('url: external targets only with explicit permission, and only to allowed hosts', () => {
    expect(checkUrl('https://any.test/p', { origin, allowExternal: true })).toEqual({
      ok: true,
      url: 'https://any.test/p',
      external: true,
    });
    const policy = { origin, allowExternal: true, allowedHosts: ['partner.com'] };
    expect(checkUrl('https://pay.partner.com/x', policy)).toMatchObject({ ok: true });
    expect(checkUrl('https://partner.com.evil.io/x', policy)).toEqual({
      ok: false,
      reason: 'hostNotAllowed',
    });
    expect(checkUrl('https://evilpartner.com/x', policy)).toEqual({ ok: false, reason: 'hostNotAllowed' });
    expect(checkUrl('https://p\u0430rtner.com/x', policy)).toEqual({ ok: false, reason: 'hostNotAllowed' });
    expect(checkUrl('https://partner.com@evil.io/x', policy)).toEqual({
      ok: false,
      reason: 'hostNotAllowed',
    });
  });
  test('url: empty and unparsable targets are refused', () => {
    expect(checkUrl('  ', { origin })).toEqual({ ok: false, reason: 'empty' });
    expect(checkUrl('http://[::1', { origin, allowExternal: true })).toEqual({
      ok: false,
      reason: 'unsafeProtocol',
    });
    expect(checkUrl('/x')).toMatchObject({ ok: true });
  });
  test('isAllowedHost: exact or subdomain, wildcard prefix accepted', () => {
    expect(isAllowedHost('a.b.com', ['*.b.com'])).toBe(true);
    expect(isAllowedHost('B.com.', ['b.com'])).toBe(true);
    expect(isAllowedHost('ab.com', ['b.com'])).toBe(false);
  });
});

describe('chunk reload (spec 4)', () => {
  const memory = (): { getItem(k: string): string | null; setItem(k: string, v: string): void } => {
    const m = new Map<string, string>();
    return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
  };
  test('chunk reload: once per path within 10 s', () => {
    const store = memory();
    const reload = jest.fn();
    let now = 1_000;
    const deps = { store, reload, now: () => now };
    expect(reloadOnChunkError('/a', deps)).toBe(true);
    now += 9_999;
    expect(reloadOnChunkError('/a', deps)).toBe(false);
    expect(reloadOnChunkError('/b', deps)).toBe(true);
    now += 1;
    expect(reloadOnChunkError('/a', deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
  test('chunk reload: a corrupt guard record is reset', () => {
    const store = memory();
    store.setItem('chunk-reload-at', '{bad');
    expect(reloadOnChunkError('/a', { store, reload: () => undefined })).toBe(true);
  });
  test('isChunkLoadError recognises chunk failures only', () => {
    const e = new Error('x');
    e.name = 'ChunkLoadError';
    expect(isChunkLoadError(e)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('build-version polling (spec 1)', () => {
  afterEach(() => jest.useRealTimers());
  test('build: a changed latest-build id calls reload; the same id or a failure does not', async () => {
    const reload = jest.fn();
    await expect(
      checkBuild({ currentId: 'a', fetchLatest: () => Promise.resolve({ id: 'a' }), reload }),
    ).resolves.toBe(false);
    await expect(
      checkBuild({ currentId: 'a', fetchLatest: () => Promise.reject(new Error('x')), reload }),
    ).resolves.toBe(false);
    await expect(
      checkBuild({ currentId: 'a', fetchLatest: () => Promise.resolve({ id: 'b' }), reload }),
    ).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
  test('build: polls at the interval and stops after a reload', async () => {
    jest.useFakeTimers();
    const reload = jest.fn();
    let id = 'a';
    const fetchLatest = jest.fn(() => Promise.resolve({ id }));
    const stop = startBuildPolling({ currentId: 'a', fetchLatest, reload, intervalMs: 1000 });
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    id = 'b';
    await jest.advanceTimersByTimeAsync(1000);
    expect(reload).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    stop();
    const stop2 = startBuildPolling({ currentId: 'a', fetchLatest, reload });
    stop2();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
  });
});

describe('red envelope (spec 4)', () => {
  afterEach(() => jest.useRealTimers());
  test('red envelope: none without envelope or past end_at, active with seconds left', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(envelopeState(null, now)).toEqual({ kind: 'none' });
    expect(envelopeState({ id: 1, end_at: '2026-01-01T00:00:10Z' }, now)).toEqual({
      kind: 'active',
      secondsLeft: 10,
    });
    expect(envelopeState({ id: 1, end_at: '2025-12-31T00:00:00Z' }, now)).toEqual({ kind: 'none' });
  });
  test('red envelope: expiry hides it and refetches after 3 s', () => {
    jest.useFakeTimers();
    const now = Date.parse('2026-01-01T00:00:00Z');
    const onTick = jest.fn();
    const onExpire = jest.fn();
    const refetch = jest.fn();
    runEnvelopeCountdown({ id: 1, end_at: '2026-01-01T00:00:02Z' }, { onTick, onExpire, refetch }, now);
    jest.advanceTimersByTime(2000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(onTick).toHaveBeenLastCalledWith(0);
    expectFiresAfter(refetch, 3000);
  });
  test('red envelope: stop() cancels the countdown and the pending refetch', () => {
    jest.useFakeTimers();
    const refetch = jest.fn();
    const stop = runEnvelopeCountdown(
      { id: 1, end_at: '2026-01-01T00:00:01Z' },
      { onTick: () => undefined, onExpire: () => undefined, refetch },
      Date.parse('2026-01-01T00:00:00Z'),
    );
    jest.advanceTimersByTime(1000);
    stop();
    jest.advanceTimersByTime(5000);
    expect(refetch).not.toHaveBeenCalled();
  });
});

describe('countdown helpers', () => {
  afterEach(() => jest.useRealTimers());
  test('remaining time from number, ISO, server string and Date; never negative', () => {
    expect(remainingMs(5000, 1000)).toBe(4000);
    expect(remainingMs(0, 1000)).toBe(0);
    expect(remainingSeconds('2026-01-01 00:00:01', parseTime('2026-01-01 00:00:00'))).toBe(1);
    expect(remainingMs(new Date(3000), 1000)).toBe(2000);
    expect(remainingMs('nonsense', 0)).toBe(0);
  });
  test('a server SQL datetime is UTC whatever the browser zone (one reading with the spec 9 date formatter)', () => {
    expect(parseTime('2026-01-01 00:00:00')).toBe(Date.UTC(2026, 0, 1));
    expect(parseTime('2026-01-01T00:00:00-04:00')).toBe(Date.UTC(2026, 0, 1, 4));
  });
  test('splitDuration and formatClock', () => {
    expect(splitDuration(90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(formatClock(300)).toBe('05:00');
    expect(formatClock(3661)).toBe('1:01:01');
    expect(formatClock(-3)).toBe('00:00');
  });
  test('startCountdown ticks each second and finishes at 0; zero finishes at once', () => {
    jest.useFakeTimers();
    const ticks: number[] = [];
    const done = jest.fn();
    startCountdown(3, (n) => ticks.push(n), done);
    jest.advanceTimersByTime(3000);
    expect(ticks).toEqual([3, 2, 1, 0]);
    expect(done).toHaveBeenCalledTimes(1);
    const done0 = jest.fn();
    startCountdown(0, () => undefined, done0)();
    expect(done0).toHaveBeenCalledTimes(1);
  });
});
