import { firstViewStore } from '../../federation/idle-preload';
import { registerServiceWorker, SERVICE_WORKER_URL } from '../service-worker';

function fakeWindow(controlled: boolean, register = jest.fn(() => Promise.resolve({}))) {
  const postMessage = jest.fn();
  const win = {
    navigator: { serviceWorker: { controller: controlled ? {} : null, register, ready: Promise.resolve({ active: { postMessage } }) } },
    performance: {
      getEntriesByType: () => [
        { name: 'http://127.0.0.1:3001/v1/remoteEntry.js' },
        { name: 'http://127.0.0.1:3001/v1/remoteEntry.js' },
        { name: 'http://127.0.0.1:3000/env-config/local/bd01.json' },
      ],
    },
  };
  return { win: win as unknown as Window, register, postMessage };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('service worker registration', () => {
  beforeEach(() => firstViewStore.setState({ done: false }));

  it('production: registered at the site root only once the first view is done', async () => {
    const { win, register } = fakeWindow(false);
    registerServiceWorker(win, true);
    await flush();
    expect(register).not.toHaveBeenCalled();
    firstViewStore.setState({ done: true });
    await flush();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it("a first visit hands the worker the files it loaded, once each; a visit it already controls doesn't", async () => {
    firstViewStore.setState({ done: true });
    const first = fakeWindow(false);
    registerServiceWorker(first.win, true);
    await flush();
    await flush();
    expect(first.postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: ['http://127.0.0.1:3001/v1/remoteEntry.js', 'http://127.0.0.1:3000/env-config/local/bd01.json'] },
    });
    const repeat = fakeWindow(true);
    registerServiceWorker(repeat.win, true);
    await flush();
    await flush();
    expect(repeat.register).toHaveBeenCalled();
    expect(repeat.postMessage).not.toHaveBeenCalled();
  });

  it('development builds register nothing', async () => {
    firstViewStore.setState({ done: true });
    const { win, register } = fakeWindow(false);
    registerServiceWorker(win, false);
    await flush();
    expect(register).not.toHaveBeenCalled();
  });

  it('a refused registration leaves the site running', async () => {
    firstViewStore.setState({ done: true });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { win } = fakeWindow(false, jest.fn(() => Promise.reject(new Error('blocked'))));
    registerServiceWorker(win, true);
    await flush();
    expect(warn.mock.calls[0]?.[0]).toContain('service worker not registered');
    warn.mockRestore();
  });
});
