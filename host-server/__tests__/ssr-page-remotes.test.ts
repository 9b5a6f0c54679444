import { remoteUrlsFor, SESSION_ID_COOKIE, sessionIdOf, type RemoteName } from '@mfp/shared/contracts';
import { pageRemotes, type PageRemotesDeps } from '../ssr/page-remotes.ts';
import { manifestFacts, type RemoteManifestFacts } from '../ssr/remote-manifest.ts';
import { requestSession } from '../ssr/request-session.ts';
import { parseCookies } from '@mfp/shared/storage/cookie';

/** A request's session from its Cookie header, read as the request context reads it (parsed once). */
const sessionOfHeader = (cookieHeader: string | undefined, key: string | undefined) => requestSession(parseCookies(cookieHeader ?? ''), key);

const CDN = 'http://127.0.0.1:9';
const CONFIG = {
  remotes: {
    mfe_lobby: `${CDN}/lobby/v1/mf-manifest.json`,
    mfe_games: `${CDN}/games/v1/mf-manifest.json`,
    mfe_member_center: `${CDN}/member/v1/mf-manifest.json`,
  },
  canary: { mfe_lobby: { url: `${CDN}/lobby/v2/mf-manifest.json`, weight: 50 } },
};
const App = () => null;
const WITH_ENTRY: RemoteManifestFacts = { serverEntry: true, appStylesheets: [`${CDN}/app.css`] };

function deps(manifests: Record<string, RemoteManifestFacts> = {}, loaded = true) {
  const loads: { remotes: readonly RemoteName[]; sessionId: string }[] = [];
  const d: PageRemotesDeps = {
    manifest: (url) => Promise.resolve(manifests[url] ?? WITH_ENTRY),
    load: (_config, sessionId, remotes) => {
      loads.push({ remotes, sessionId });
      return Promise.resolve(loaded ? Object.fromEntries(remotes.map((r) => [r, App])) : {});
    },
  };
  return { d, loads };
}

// The remote the route shows renders on the server, at the version the browser loads.
describe('the remote a server-rendered page shows (the shared route table)', () => {
  it.each([
    ['/', 'mfe_lobby'],
    ['/discount/3', 'mfe_lobby'],
    ['/gameHall/2', 'mfe_games'],
  ] as const)('%s renders %s, with its app stylesheets', async (path, remote) => {
    const { d, loads } = deps();
    const page = await pageRemotes(path, CONFIG, 'session-1', d);
    expect(Object.keys(page.preloaded)).toEqual([remote]);
    expect(page.stylesheets).toEqual([`${CDN}/app.css`]);
    expect(loads).toEqual([{ remotes: [remote], sessionId: 'session-1' }]);
  });

  it('a host page (/loading) or an unknown path loads no remote', async () => {
    const { d, loads } = deps();
    expect((await pageRemotes('/loading', CONFIG, 's', d)).preloaded).toEqual({});
    expect((await pageRemotes('/nope', CONFIG, 's', d)).preloaded).toEqual({});
    expect(loads).toEqual([]);
  });

  it('a version whose manifest lists no server entry (the member center) is left to the client, unloaded', async () => {
    const { d, loads } = deps({ [CONFIG.remotes.mfe_member_center]: { serverEntry: false, appStylesheets: [] } });
    expect(await pageRemotes('/user/info', CONFIG, 's', d)).toEqual({ preloaded: {}, stylesheets: [] });
    expect(loads).toEqual([]);
  });

  it('a remote not loaded in time (or failed) renders on the client: no app, no stylesheet', async () => {
    const { d } = deps({}, false);
    expect(await pageRemotes('/', CONFIG, 's', d)).toEqual({ preloaded: {}, stylesheets: [] });
  });

  it('an unreadable manifest leaves the area to the client instead of failing the page', async () => {
    const d: PageRemotesDeps = { manifest: () => Promise.reject(new Error('404')), load: () => Promise.reject(new Error('unused')) };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(pageRemotes('/', CONFIG, 's', d)).resolves.toEqual({ preloaded: {}, stylesheets: [] });
    warn.mockRestore();
  });

  it('names the version the canary rule picks for the session, stable or canary', async () => {
    const ids = ['a1b2c3d4-0', 'a1b2c3d4-1', 'a1b2c3d4-2', 'a1b2c3d4-3', 'a1b2c3d4-4', 'a1b2c3d4-5', 'a1b2c3d4-6', 'a1b2c3d4-7'];
    const seen = new Set<string>();
    for (const id of ids) {
      const page = await pageRemotes('/', CONFIG, id, deps().d);
      const url = page.preloaded.mfe_lobby?.manifestUrl;
      expect(url).toBe(remoteUrlsFor(CONFIG, id).mfe_lobby);
      seen.add(url ?? '');
    }
    // Both versions occur across sessions (weight 50): the test would notice a rule that ignores the session.
    expect(seen.size).toBe(2);
  });
});

describe('the session of a server-rendered request without a signing key (the canary draw)', () => {
  it('takes the id of the mfp_sid cookie and sets nothing', () => {
    expect(sessionOfHeader(`a=b; ${SESSION_ID_COOKIE}=abcdef12-34`, undefined)).toEqual({ id: 'abcdef12-34' });
  });

  it.each([undefined, '', `${SESSION_ID_COOKIE}=<bad>`])(
    'with %p mints an id and the very cookie the browser sets, so the browser draws with the same id',
    (cookieHeader) => {
      const session = sessionOfHeader(cookieHeader, undefined);
      expect(session.setCookie).toEqual([`${SESSION_ID_COOKIE}=${session.id}; path=/; SameSite=Lax`]);
      // The browser's document.cookie then carries it: its own rule reads the same id, and makes none.
      const doc = { cookie: `${SESSION_ID_COOKIE}=${session.id}` };
      expect(sessionIdOf(doc)).toBe(session.id);
      expect(doc.cookie).toBe(`${SESSION_ID_COOKIE}=${session.id}`);
    },
  );
});

describe("a remote version's manifest facts", () => {
  const manifestUrl = `${CDN}/lobby/v1/mf-manifest.json`;
  it("resolves the ./app expose's stylesheets beside the remote entry ('auto') and sees the server entry", () => {
    const facts = manifestFacts(manifestUrl, {
      metaData: { publicPath: 'auto', remoteEntry: { path: '' }, ssrRemoteEntry: { path: 'server/', name: 'remoteEntry.js' } },
      exposes: [
        { name: 'app', assets: { css: { sync: ['static/js/app.css'], async: [] } } },
        { name: 'lobby-overlay', assets: { css: { sync: ['static/js/overlay.css'], async: ['static/js/app.css'] } } },
      ],
    });
    expect(facts).toEqual({ serverEntry: true, appStylesheets: [`${CDN}/lobby/v1/static/js/app.css`] });
  });

  it('a manifest without ssrRemoteEntry is not server-rendered', () => {
    expect(manifestFacts(manifestUrl, { metaData: { publicPath: 'auto' }, exposes: [] })).toEqual({ serverEntry: false, appStylesheets: [] });
  });
});
