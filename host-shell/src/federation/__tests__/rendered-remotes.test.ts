/** @jest-environment node */
import { loadRenderedRemotes } from '../rendered-remotes';

jest.mock('../load-remote', () => ({ loadRemoteModule: () => Promise.reject(new Error('not in this test')) }));

const V1 = 'http://cdn.test/mfe_lobby/v1/mf-manifest.json';
const V2 = 'http://cdn.test/mfe_lobby/v2/mf-manifest.json';
const App = () => null;

// Hydrate only with the remotes the server rendered, at its versions; else a client render.
describe('the remotes a server-rendered page hydrates with', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('loads each rendered remote at the version this session loads', async () => {
    const load = jest.fn(() => Promise.resolve(App));
    await expect(loadRenderedRemotes({ mfe_lobby: V1 }, { mfe_lobby: V1 }, load)).resolves.toEqual({ mfe_lobby: App });
    expect(load).toHaveBeenCalledWith('mfe_lobby');
  });

  it('a page with no server-rendered remote hydrates with none', async () => {
    await expect(loadRenderedRemotes(undefined, { mfe_lobby: V1 })).resolves.toEqual({});
  });

  it('another version than the server rendered (a release in between): null, the page renders on the client', async () => {
    const load = jest.fn(() => Promise.resolve(App));
    await expect(loadRenderedRemotes({ mfe_lobby: V1 }, { mfe_lobby: V2 }, load)).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('a remote that fails to load in the browser: null, the page renders on the client', async () => {
    await expect(loadRenderedRemotes({ mfe_lobby: V1 }, { mfe_lobby: V1 }, () => Promise.reject(new Error('offline')))).resolves.toBeNull();
  });
});
