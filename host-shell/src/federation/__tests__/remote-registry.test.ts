const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: (...a: unknown[]) => registerRemotes(...a) }));

import { registerSiteRemotes, remoteStatus, reRegisterRemote } from '../remote-registry';
import { takeManifest } from '../manifest-cache';

const urls = {
  mfe_lobby: 'http://l/m.json',
  mfe_games: 'http://g/m.json',
  mfe_member_center: 'http://mc/m.json',
  mfe_agent_center: 'http://ac/m.json',
  mfe_auth: 'http://au/m.json',
};

const manifest = (contractVersion: unknown) => JSON.stringify({ metaData: { contractVersion } });
// jsdom has no Response: the registry only reads ok and text().
const reply = (body: string) => ({ ok: true, status: 200, text: async () => body });

describe('runtime remote registry (issue: runtime remote registry)', () => {
  beforeEach(() => registerRemotes.mockClear());

  it('registers compatible remotes, refuses another contract major, keeps unreachable ones for a retry', async () => {
    global.fetch = jest.fn(async (url: string) => {
      if (url === urls.mfe_games) return reply(manifest('2.0.0'));
      if (url === urls.mfe_auth) throw new TypeError('connection refused');
      return reply(manifest('1.3.0'));
    }) as unknown as typeof fetch;
    await registerSiteRemotes(urls);
    expect(remoteStatus('mfe_lobby')).toBe('registered');
    expect(remoteStatus('mfe_games')).toBe('incompatible');
    expect(remoteStatus('mfe_auth')).toBe('unreachable');
    const registered = (registerRemotes.mock.calls[0]?.[0] as { name: string }[]).map((r) => r.name);
    expect(registered).not.toContain('mfe_games');
    expect(registered).toContain('mfe_auth');
    // The prefetched manifest is handed to the runtime once, then the network is used again.
    expect(takeManifest(urls.mfe_lobby)).toBe(manifest('1.3.0'));
    expect(takeManifest(urls.mfe_lobby)).toBeUndefined();
  });

  it('a retry re-fetches the manifest and re-registers the remote with force', async () => {
    global.fetch = jest.fn(async () => reply(manifest('1.0.0'))) as unknown as typeof fetch;
    await expect(reRegisterRemote('mfe_auth')).resolves.toBe('registered');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_auth', entry: urls.mfe_auth }], { force: true });
  });

  it('a manifest without a contract version is refused', async () => {
    global.fetch = jest.fn(async () => reply('{}')) as unknown as typeof fetch;
    await expect(reRegisterRemote('mfe_lobby')).resolves.toBe('incompatible');
  });
});
