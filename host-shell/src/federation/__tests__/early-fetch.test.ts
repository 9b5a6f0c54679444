import { fetchEarlyOr, startEarlyFetches, takeEarly } from '../early-fetch';

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
