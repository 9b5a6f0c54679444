import { createVersionCache, type CachedLoad } from '../ssr/version-cache.ts';

// Issue 19 (a long-running server-render process): the remotes' loaded versions are a bounded cache,
// least recently used out first, and a failed version is retried only after a while.
describe('the version cache of a server-render process', () => {
  let clock = 0;
  const forgotten: string[] = [];
  let loads: string[] = [];
  const loader = (key: string, value: Promise<string> = Promise.resolve(`app ${key}`)) => (): CachedLoad<string> => {
    loads.push(key);
    return { value, forget: () => forgotten.push(key) };
  };
  beforeEach(() => {
    clock = 0;
    forgotten.length = 0;
    loads = [];
  });

  it('loads a version once and hands the same app to later requests', async () => {
    const cache = createVersionCache<string>(3, 10_000, () => clock);
    await expect(cache.get('v1', loader('v1'))).resolves.toBe('app v1');
    await expect(cache.get('v1', loader('v1'))).resolves.toBe('app v1');
    expect(loads).toEqual(['v1']);
  });

  it('keeps at most its bound, forgetting the least recently used', async () => {
    const cache = createVersionCache<string>(2, 10_000, () => clock);
    await cache.get('v1', loader('v1'));
    await cache.get('v2', loader('v2'));
    await cache.get('v1', loader('v1'));
    await cache.get('v3', loader('v3'));
    expect(cache.keys()).toEqual(['v1', 'v3']);
    expect(forgotten).toEqual(['v2']);
    await cache.get('v2', loader('v2'));
    expect(loads).toEqual(['v1', 'v2', 'v3', 'v2']);
  });

  it('answers a failed version from the cache until the retry time, then loads it again', async () => {
    const cache = createVersionCache<string>(3, 10_000, () => clock);
    await expect(cache.get('bad', loader('bad', Promise.reject(new Error('broken'))))).rejects.toThrow('broken');
    clock = 9_999;
    await expect(cache.get('bad', loader('bad'))).rejects.toThrow('broken');
    clock = 10_000;
    await expect(cache.get('bad', loader('bad'))).resolves.toBe('app bad');
    expect(loads).toEqual(['bad', 'bad']);
    expect(forgotten).toEqual(['bad']);
  });
});
