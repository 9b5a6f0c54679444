import { clearImmediate, setImmediate } from 'node:timers';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { sessionStore } from '@mfp/shared';
import { AppTree } from '../../app/app-tree';
import { initHostI18n } from '../../app/i18n';
import { readServerRenderState } from '../../app/server-render-state';
import { memberExtrasStore } from '../../session/member-extras-store';
import { settleSessionCheck } from '../../session/member-pending';
import { DESKTOP_UA, SITE } from './render-fixture';
import { renderToText } from './isolated-server-render';

// A member's reload shows a neutral account area from the server's HTML until the session is
// restored, then the member's; never the visitor's Log In / Sign Up, and no hydration mismatch on the way.
Object.assign(globalThis, { setImmediate, clearImmediate, IS_REACT_ACT_ENVIRONMENT: true });
jest.mock('../../federation/load-remote', () => ({ loadRemoteModule: () => new Promise(() => undefined) }));
jest.mock('../../session/site-detail', () => ({ ...jest.requireActual('../../session/site-detail'), loadSiteDetail: () => Promise.resolve(null) }));
jest.mock('../../overlays/overlay-host', () => ({ OverlayHost: () => null }));
jest.setTimeout(30_000);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.cookie = 'mfp_member=; Path=/; Max-Age=0';
  sessionStore.setState(sessionStore.getInitialState());
  memberExtrasStore.setState(memberExtrasStore.getInitialState());
});

async function hydrateMemberReload(storedToken: string | null) {
  const { page, html } = await renderToText({ url: '/', cookieHeader: 'mfp_member=1', userAgent: DESKTOP_UA }, SITE);
  document.cookie = 'mfp_member=1; Path=/';
  sessionStore.setState({ token: storedToken });
  document.head.insertAdjacentHTML('beforeend', page.stateScript);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const container = document.getElementById('root') as HTMLElement;
  const errors: unknown[][] = [];
  const recoverable: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  try {
    const rendered = readServerRenderState(document);
    if (!rendered) throw new Error('no render state');
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <AppTree
            i18n={initHostI18n(SITE.config.languages, rendered.start.locale)}
            config={SITE.config}
            router={(app) => <BrowserRouter>{app}</BrowserRouter>}
            start={rendered.start}
            queryState={rendered.queryState}
          />
        </StrictMode>,
        { onRecoverableError: (error) => void recoverable.push(error) },
      );
    });
  } finally {
    consoleError.mockRestore();
  }
  return { container, errors, recoverable };
}

const has = (container: HTMLElement, testId: string) => container.querySelector(`[data-testid="${testId}"]`) !== null;

describe('a member reload', () => {
  it('hydrates the neutral area without a mismatch, keeps it while restoring, then shows the member', async () => {
    const { container, errors, recoverable } = await hydrateMemberReload('tok-1');
    expect(errors).toEqual([]);
    expect(recoverable).toEqual([]);
    expect(has(container, 'header-member-pending')).toBe(true);
    expect(has(container, 'header-login')).toBe(false);
    act(() => sessionStore.getState().login({ token: 'tok-1', member_id: 5, member_account: 'alice' }));
    act(() => settleSessionCheck());
    expect(has(container, 'header-member')).toBe(true);
    expect(has(container, 'header-login')).toBe(false);
    expect(document.cookie).toContain('mfp_member=1');
  });

  it('a restore that fails: the visitor buttons after the check, and the cookie is cleared', async () => {
    const { container, errors } = await hydrateMemberReload('tok-2');
    expect(errors).toEqual([]);
    expect(has(container, 'header-member-pending')).toBe(true);
    act(() => settleSessionCheck());
    expect(has(container, 'header-login')).toBe(true);
    expect(document.cookie).not.toContain('mfp_member=1');
  });

  it('a cookie left without a stored token: hydrated neutral, then the visitor buttons (no mismatch)', async () => {
    const { container, errors, recoverable } = await hydrateMemberReload(null);
    expect(errors).toEqual([]);
    expect(recoverable).toEqual([]);
    expect(has(container, 'header-login')).toBe(true);
  });
});
