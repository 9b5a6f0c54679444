import { createVersionCache } from '../ssr/version-cache.ts';

// A long-running server-render process: the remotes' loaded versions are a bounded cache, least
// recently used out first, and a failed version is retried only after a while.
describe('the version cache of a server-render process', () => {
  let clock = 0;
  let loads: string[] = [];
  const loader = (key: string, value: Promise<string> = Promise.resolve(`app ${key}`)) => (): Promise<string> => {
    loads.push(key);
    return value;
  };
  beforeEach(() => {
    clock = 0;
    loads = [];
  });

  it('loads a version once and hands the same app to later requests', async () => {
    const cache = createVersionCache<string>(3, 10_000, () => clock);
    await expect(cache.get('v1', loader('v1'))).resolves.toBe('app v1');
    await expect(cache.get('v1', loader('v1'))).resolves.toBe('app v1');
    expect(loads).toEqual(['v1']);
  });

  it('keeps at most its bound, letting the least recently used go', async () => {
    const cache = createVersionCache<string>(2, 10_000, () => clock);
    await cache.get('v1', loader('v1'));
    await cache.get('v2', loader('v2'));
    await cache.get('v1', loader('v1'));
    await cache.get('v3', loader('v3'));
    expect(cache.keys()).toEqual(['v1', 'v3']);
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
  });
});
