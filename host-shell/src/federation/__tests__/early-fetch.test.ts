import { fetchEarlyOr, startEarlyFetches, takeEarly } from '../early-fetch';
import { firstScriptsOf } from '../manifest-prefetch';

// jsdom has no Response: early-fetch reads ok, clone() and json().
const reply = (body: unknown) => {
  const r = { ok: true, status: 200, json: async () => body, clone: () => r };
  return r;
};
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('boot without a waterfall: config and manifests requested from the first script', () => {
  it('requests the config, then every manifest it names, each handed out once', async () => {
    const calls: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
      calls.push(url);
      return reply(
        url === '/cfg.json' ? { remotes: { mfe_lobby: 'http://l/m.json', mfe_auth: 'http://a/m.json' } } : {},
      );
    }) as unknown as typeof fetch;
    startEarlyFetches('/cfg.json');
    await flush();
    expect(calls).toEqual(['/cfg.json', 'http://l/m.json', 'http://a/m.json']);
    expect(takeEarly('http://l/m.json')).toBeDefined();
    expect(takeEarly('http://l/m.json')).toBeUndefined();
    // Taken once: the next request of that manifest (a retry) goes to the network.
    await fetchEarlyOr('http://l/m.json');
    expect(calls).toHaveLength(4);
    // Not yet taken: no second request.
    await fetchEarlyOr('http://a/m.json');
    expect(calls).toHaveLength(4);
    expect(takeEarly('/cfg.json')).toBeDefined();
  });

  it('a failed early request falls back to the network; a failed config starts no manifest', async () => {
    let n = 0;
    global.fetch = jest.fn(async () => {
      n++;
      if (n === 1) throw new TypeError('offline');
      return reply({});
    }) as unknown as typeof fetch;
    startEarlyFetches('/cfg2.json');
    await flush();
    expect(n).toBe(1);
    const res = await fetchEarlyOr('/cfg2.json');
    expect(res.ok).toBe(true);
    expect(n).toBe(2);
  });
});

describe("the landing route's remote preloaded from its manifest (entry and first chunks next to the shared chunks)", () => {
  const manifest = (contractVersion: string) => ({
    metaData: { contractVersion, remoteEntry: { path: '', name: 'remoteEntry.js' } },
    exposes: [
      { name: 'app', assets: { js: { sync: ['static/js/1.js', 'static/js/app.js'] } } },
      { name: 'lobby-overlay', assets: { js: { sync: ['static/js/overlay.js'] } } },
    ],
  });

  it('lists the entry and the app expose chunks, resolved against the manifest URL', () => {
    expect(firstScriptsOf('http://l:1/v2/mf-manifest.json', manifest('1.4.0'))).toEqual([
      'http://l:1/v2/remoteEntry.js',
      'http://l:1/v2/static/js/1.js',
      'http://l:1/v2/static/js/app.js',
    ]);
  });

  it('preloads nothing of a remote built against another contract major', () => {
    expect(firstScriptsOf('http://l:1/v2/mf-manifest.json', manifest('2.0.0'))).toEqual([]);
    expect(firstScriptsOf('http://l:1/v2/mf-manifest.json', {})).toEqual([]);
  });

  it("adds preload links for the landing page's remote only", async () => {
    global.fetch = jest.fn(async (url: string) =>
      reply(
        url === '/cfg3.json'
          ? { remotes: { mfe_lobby: 'http://l/mf-manifest.json', mfe_games: 'http://g/mf-manifest.json' } }
          : manifest('1.0.0'),
      ),
    ) as unknown as typeof fetch;
    window.history.replaceState(null, '', '/');
    startEarlyFetches('/cfg3.json', document);
    for (let i = 0; i < 5; i++) await flush();
    const links = [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href'));
    expect(links).toEqual(['http://l/remoteEntry.js', 'http://l/static/js/1.js', 'http://l/static/js/app.js']);
  });
});
