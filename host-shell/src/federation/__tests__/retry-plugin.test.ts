/** @jest-environment node */
import retryPlugin, { RETRY_DEFAULTS, retryEntryUrl } from '../retry-plugin';
import { FederationError } from '../error-codes';

type Plugin = ReturnType<typeof retryPlugin>;
type FetchHook = NonNullable<Plugin['fetch']>;
type EntryErrorHook = NonNullable<Plugin['loadEntryError']>;
type EntryErrorArgs = Parameters<EntryErrorHook>[0];

const reply = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;

function setup(options: Parameters<typeof retryPlugin>[0], statuses: (number | Error)[]) {
  const waits: number[] = [];
  const calls: string[] = [];
  const fetchImpl = jest.fn(async (url: string | URL | Request) => {
    calls.push(String(url));
    const next = statuses.shift() ?? 200;
    if (next instanceof Error) throw next;
    return reply(next);
  }) as unknown as typeof fetch;
  const plugin = retryPlugin({ ...options, fetchImpl, sleep: async (ms) => void waits.push(ms) });
  const fetchHook = plugin.fetch as FetchHook;
  return {
    waits,
    calls,
    run: () => fetchHook('https://cdn/mfe_games/mf-manifest.json', {}) as Promise<Response>,
  };
}

describe('federation retry plugin: manifest fetch (spec 4, remote loading)', () => {
  test('defaults: 2 retries after the first failure, waiting 300 ms then 600 ms', async () => {
    expect(RETRY_DEFAULTS).toEqual({ retries: 2, delayMs: 300 });
    const { waits, calls, run } = setup({}, [503, 502, 200]);
    await expect(run()).resolves.toMatchObject({ ok: true });
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([300, 600]);
  });

  test('options: retries and delay are the caller’s', async () => {
    const { waits, calls, run } = setup({ retries: 3, delayMs: 10 }, [
      500,
      new TypeError('Failed to fetch'),
      500,
      500,
    ]);
    const failure = await run().catch((e: unknown) => e);
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([10, 20, 30]);
    expect(failure).toBeInstanceOf(FederationError);
    expect(failure).toMatchObject({ code: 'MFP-RUNTIME-001' });
    expect((failure as Error).message).toMatch(/^MFP-RUNTIME-001 manifest fetch failed: https:\/\/cdn\//);
  });

  test('a 4xx is final: no retry', async () => {
    const { calls, waits, run } = setup({}, [404]);
    await expect(run()).rejects.toMatchObject({ code: 'MFP-RUNTIME-001' });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  test('retries: 0 tries once', async () => {
    const { calls, run } = setup({ retries: 0 }, [503, 200]);
    await expect(run()).rejects.toMatchObject({ code: 'MFP-RUNTIME-001' });
    expect(calls).toHaveLength(1);
  });
});

describe('federation retry plugin: remote entry script', () => {
  const entry = { init: jest.fn(), get: jest.fn() };

  function entryArgs(results: (unknown | Error)[]) {
    const urls: string[] = [];
    const globalLoading: Record<string, Promise<unknown> | undefined> = { key: Promise.resolve(undefined) };
    const seenLoading: boolean[] = [];
    const getRemoteEntry = jest.fn(async (params: { getEntryUrl?: (url: string) => string }) => {
      seenLoading.push('key' in globalLoading);
      urls.push(params.getEntryUrl?.('https://cdn/mfe_games/remoteEntry.js') ?? '');
      const next = results.shift();
      if (next instanceof Error) throw next;
      return next;
    });
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mfe_games', entry: 'https://cdn/mfe_games/remoteEntry.js' },
      globalLoading,
      uniqueKey: 'key',
    } as unknown as EntryErrorArgs;
    return { args, urls, seenLoading, getRemoteEntry };
  }

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  test('a failed entry script loads again with a fresh URL, after the failed load is forgotten', async () => {
    const waits: number[] = [];
    const plugin = retryPlugin({ sleep: async (ms) => void waits.push(ms) });
    const { args, urls, seenLoading } = entryArgs([new Error('RUNTIME-008'), entry]);
    await expect((plugin.loadEntryError as EntryErrorHook)(args)).resolves.toBe(entry);
    expect(urls).toEqual([
      'https://cdn/mfe_games/remoteEntry.js?mfp_retry=1',
      'https://cdn/mfe_games/remoteEntry.js?mfp_retry=2',
    ]);
    expect(seenLoading).toEqual([false, false]);
    expect(waits).toEqual([300, 600]);
  });

  test('after the last retry it gives up (the runtime reports the failure) and logs MFP-RUNTIME-002', async () => {
    const plugin = retryPlugin({ retries: 1, delayMs: 0, sleep: async () => undefined });
    const { args, getRemoteEntry } = entryArgs([new Error('RUNTIME-008'), entry]);
    await expect((plugin.loadEntryError as EntryErrorHook)(args)).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('MFP-RUNTIME-002 entry script failed'),
      expect.any(Error),
    );
  });

  test('retryEntryUrl keeps an existing query', () => {
    expect(retryEntryUrl('/r/remoteEntry.js?v=1', 2)).toBe('/r/remoteEntry.js?v=1&mfp_retry=2');
  });
});
