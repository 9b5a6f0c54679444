import { CHUNK_RELOAD_GUARD_MS } from '@mfp/shared';
import { reloadForMissingChunk } from '../chunk-reload';
import { RemoteUnavailableError } from '../load-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const chunkError = (): Error => Object.assign(new Error('Loading chunk 234 failed.'), { name: 'ChunkLoadError' });

function fakeWindow(path: string, onLine = true) {
  const store = new Map<string, string>();
  const reload = jest.fn();
  const win = {
    navigator: { onLine },
    location: { pathname: path, reload },
    sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
  } as unknown as Window;
  return { win, reload };
}

describe('chunk load failure in a remote area: reload once, guarded for 10 s per path (spec 4)', () => {
  afterEach(() => jest.useRealTimers());

  it('a chunk missing behind a remote load reloads the page once; a second failure within 10 s shows the fallback', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { win, reload } = fakeWindow('/gameHall/2');
    const failure = new RemoteUnavailableError('mfe_games', 'MFP-RUNTIME-004', chunkError());
    expect(reloadForMissingChunk(failure, win)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    jest.setSystemTime(1_000_000 + CHUNK_RELOAD_GUARD_MS - 1);
    expect(reloadForMissingChunk(failure, win)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    jest.setSystemTime(1_000_000 + CHUNK_RELOAD_GUARD_MS);
    expect(reloadForMissingChunk(failure, win)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('the guard is per path: another path reloads once too', () => {
    const { win, reload } = fakeWindow('/gameHall/2');
    expect(reloadForMissingChunk(chunkError(), win)).toBe(true);
    (win.location as { pathname: string }).pathname = '/proxy';
    expect(reloadForMissingChunk(chunkError(), win)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('offline, a chunk that cannot be fetched is not missing: no reload (it would show the browser error page)', () => {
    const { win, reload } = fakeWindow('/proxy', false);
    expect(reloadForMissingChunk(new RemoteUnavailableError('mfe_agent_center', 'MFP-RUNTIME-004', chunkError()), win)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a remote that is down or an entry that throws is not a chunk failure: no reload, the fallback shows', () => {
    const { win, reload } = fakeWindow('/gameHall/2');
    expect(reloadForMissingChunk(new RemoteUnavailableError('mfe_games', 'MFP-RUNTIME-004', new TypeError('Failed to fetch')), win)).toBe(false);
    expect(reloadForMissingChunk(new RemoteUnavailableError('mfe_games', 'MFP-RUNTIME-003'), win)).toBe(false);
    expect(reloadForMissingChunk(new Error('render failure'), win)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
