import { clearImmediate, setImmediate } from 'node:timers';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppTree } from '../../app/app-tree';
import { initHostI18n } from '../../app/i18n';
import { readServerRenderState } from '../../app/server-render-state';
import { loadRenderedRemotes } from '../../federation/rendered-remotes';
import type { ServerRemoteApps } from '../render-types';
import { dehydrateFooter, DESKTOP_UA, FOOTER_ITEM, PHONE_UA, SITE } from './render-fixture';
import { renderToText } from './isolated-server-render';

// React's Node renderer schedules with setImmediate, which jest's jsdom environment leaves out.
Object.assign(globalThis, { setImmediate, clearImmediate, IS_REACT_ACT_ENVIRONMENT: true });

// The browser side stays quiet: no remote runtime, no API, no overlay chunk in this test.
jest.mock('../../federation/load-remote', () => ({ loadRemoteModule: () => new Promise(() => undefined) }));
jest.mock('../../session/site-detail', () => ({ ...jest.requireActual('../../session/site-detail'), loadSiteDetail: () => Promise.resolve(null) }));
jest.mock('../../overlays/overlay-host', () => ({ OverlayHost: () => null }));
// A server render and a hydration per test: slow on a loaded machine (two cores for the whole suite).
jest.setTimeout(30_000);

const LOBBY_V1 = 'http://cdn.test/mfe_lobby/v1/mf-manifest.json';
/** A remote's app as the server and the browser load it (no hooks: the server render runs in its own module registry). */
function LobbyApp({ basePath }: { basePath: string }) {
  return <p data-testid="lobby-ssr">Lobby at {basePath}</p>;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** Server-renders a request, puts it in the document as the server would, and hydrates it as bootstrap does. */
async function serverRenderThenHydrate(url: string, cookieHeader: string, userAgent: string, remotes: ServerRemoteApps = {}) {
  const { page, html } = await renderToText({ url, cookieHeader, userAgent }, SITE, dehydrateFooter(), remotes);
  window.history.replaceState(null, '', url);
  document.head.insertAdjacentHTML('beforeend', page.stateScript);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const container = document.getElementById('root') as HTMLElement;
  const serverHeader = container.querySelector('[data-testid="site-header"]');

  const errors: unknown[][] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  const recoverable: unknown[] = [];
  try {
    const rendered = readServerRenderState(document);
    if (!rendered) throw new Error('the page carries no server render state');
    const i18n = initHostI18n(SITE.config.languages, rendered.start.locale);
    // As bootstrap does: the remotes the page names, at the versions it names (here, the same components).
    const preloaded = await loadRenderedRemotes(rendered.remotes, { mfe_lobby: LOBBY_V1 }, (remote) => {
      const app = remotes[remote]?.app;
      return app ? Promise.resolve(app) : Promise.reject(new Error(`${remote} not rendered`));
    });
    if (!preloaded) throw new Error('the rendered remotes did not load');
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <AppTree
            i18n={i18n}
            config={SITE.config}
            router={(app) => <BrowserRouter>{app}</BrowserRouter>}
            start={rendered.start}
            queryState={rendered.queryState}
            preloaded={preloaded}
          />
        </StrictMode>,
        { onRecoverableError: (error) => void recoverable.push(error) },
      );
    });
  } finally {
    consoleError.mockRestore();
  }
  return { container, serverHeader, errors, recoverable };
}

describe('hydration of a server-rendered page (zero hydration mismatch)', () => {
  it.each([
    ['/', 'i18n_redirected=en_US', DESKTOP_UA],
    ['/', 'i18n_redirected=bn_BD', DESKTOP_UA],
    ['/nope', 'i18n_redirected=en_US', DESKTOP_UA],
  ])('%s with %s hydrates without a mismatch and keeps the server DOM', async (url, cookie, ua) => {
    const { container, serverHeader, errors, recoverable } = await serverRenderThenHydrate(url, cookie, ua);
    expect(errors).toEqual([]);
    expect(recoverable).toEqual([]);
    // Hydrated, not re-rendered: the server's nodes are the ones on screen, with the server's data.
    expect(serverHeader).not.toBeNull();
    expect(container.querySelector('[data-testid="site-header"]')).toBe(serverHeader);
    expect(container.textContent).toContain(FOOTER_ITEM.name);
  });

  it('a server-rendered remote area (the lobby on /) is in the HTML and hydrates with the same app, no mismatch', async () => {
    const { container, errors, recoverable } = await serverRenderThenHydrate('/', 'i18n_redirected=en_US', DESKTOP_UA, {
      mfe_lobby: { app: LobbyApp, manifestUrl: LOBBY_V1 },
    });
    expect(errors).toEqual([]);
    expect(recoverable).toEqual([]);
    expect(container.querySelector('[data-remote="mfe_lobby"] [data-testid="lobby-ssr"]')?.textContent).toBe('Lobby at /');
    expect(readServerRenderState(document)?.remotes).toEqual({ mfe_lobby: LOBBY_V1 });
  });

  it('a phone render hydrates as mobile, then follows the real (desktop) width after hydration', async () => {
    // jsdom's window is 1024 px wide: the layout store says desktop, the request said mobile.
    const { container, errors, recoverable } = await serverRenderThenHydrate('/', 'i18n_redirected=bn_BD', PHONE_UA);
    expect(errors).toEqual([]);
    expect(recoverable).toEqual([]);
    expect(container.querySelector('.mfp-app')?.getAttribute('data-layout')).toBe('desktop');
    expect(container.querySelector('[data-testid="header-nav"]')).not.toBeNull();
  });

  it('detects a mismatch (the test can fail): hydrating a bn_BD page in en_US is reported', async () => {
    const { html } = await renderToText({ url: '/', cookieHeader: 'i18n_redirected=bn_BD', userAgent: DESKTOP_UA }, SITE);
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const recoverable: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        root = hydrateRoot(
          container,
          <AppTree
            i18n={initHostI18n(SITE.config.languages, 'en_US')}
            config={SITE.config}
            router={(app) => <BrowserRouter>{app}</BrowserRouter>}
            start={{ locale: 'en_US', currency: 'USD', layout: 'desktop' }}
          />,
          { onRecoverableError: (error) => void recoverable.push(error) },
        );
      });
    } finally {
      consoleError.mockRestore();
    }
    expect(recoverable.length).toBeGreaterThan(0);
  });
});
