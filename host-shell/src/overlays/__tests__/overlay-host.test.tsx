import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { gameStore, modalStore, openModal, playRequestStore, requestPlay, sessionStore } from '@mfp/shared';

const loadRemoteModule = jest.fn();
jest.mock('../../federation/load-remote', () => ({ loadRemoteModule: (...a: unknown[]) => loadRemoteModule(...a) }));

import { QuietBoundary } from '../../app/quiet-boundary';
import { firstViewStore, resetFirstView } from '../../federation/idle-preload';
import { OverlayHost } from '../overlay-host';
import { interactionStore } from '../first-interaction';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en_US', resources: { en_US: { host: {} } }, initAsync: false });

/** What each remote's overlay shows once loaded. */
const overlay = (text: string) => () => <p>{text}</p>;

// As App mounts it: one boundary around the host's overlay chunk.
const mount = (bare = false) =>
  render(
    <I18nextProvider i18n={i18n}>
      <QuietBoundary name="overlay host">
        <OverlayHost bare={bare} />
      </QuietBoundary>
    </I18nextProvider>,
  );

describe('page-wide remote overlays (auth, games, lobby)', () => {
  it('a lobby box open (the pop-up promotion) does not load the auth overlay; an auth box does', async () => {
    loadRemoteModule.mockImplementation(async (remote: string) => overlay(`${remote} layer`));
    mount();
    act(() => openModal('popupPromotion'));
    expect(await screen.findByText('mfe_lobby layer')).toBeInTheDocument();
    expect(loadRemoteModule).not.toHaveBeenCalledWith('mfe_auth', './auth-overlay');
    act(() => openModal('login'));
    expect(await screen.findByText('mfe_auth layer')).toBeInTheDocument();
  });

  beforeEach(() => {
    loadRemoteModule.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      modalStore.getState().closeAll();
      gameStore.setState({ modalVisible: false });
      sessionStore.getState().logout();
      playRequestStore.setState({ pending: null });
      firstViewStore.setState({ done: false });
      interactionStore.setState({ started: false });
    });
  });

  it('a visitor who only looks at the page gets no remote layer, even once the first view is done', async () => {
    loadRemoteModule.mockImplementation(async (remote: string) => overlay(`${remote} layer`));
    mount();
    act(() => firstViewStore.setState({ done: true }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('once the visitor uses the page, the games and lobby layers load after the first view, not before', async () => {
    loadRemoteModule.mockImplementation(async (remote: string) => overlay(`${remote} layer`));
    mount();
    act(() => interactionStore.setState({ started: true }));
    expect(loadRemoteModule).not.toHaveBeenCalled();
    act(() => firstViewStore.setState({ done: true }));
    expect(await screen.findByText('mfe_games layer')).toBeInTheDocument();
    expect(await screen.findByText('mfe_lobby layer')).toBeInTheDocument();
    expect(loadRemoteModule).not.toHaveBeenCalledWith('mfe_auth', './auth-overlay');
  });

  it('a game asked for during the load brings the play flow at once, and it finds the request waiting', async () => {
    loadRemoteModule.mockImplementation(async (remote: string) => overlay(`${remote} layer`));
    mount();
    act(() => requestPlay({ gp_id: '1', game_type: '1', game_code: 'x', gt_id: 3 }, { demo: true }));
    expect(await screen.findByText('mfe_games layer')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('mfe_games', './game-overlay');
    // Taken by the play flow once its layer runs (usePlayFlow takes a pending request on mount).
    expect(playRequestStore.getState().pending?.demo).toBe(true);
  });

  it("a game's box asked for (a hall's demo list) brings the games layer", async () => {
    loadRemoteModule.mockImplementation(async (remote: string) => overlay(`${remote} layer`));
    mount();
    act(() => openModal('demoGame', { gt_id: 3 }));
    expect(await screen.findByText('mfe_games layer')).toBeInTheDocument();
  });

  it('opening a lobby box loads the lobby overlay with its typed key', async () => {
    loadRemoteModule.mockImplementation(async (remote: string) => overlay(`${remote} layer`));
    mount();
    expect(loadRemoteModule).not.toHaveBeenCalledWith('mfe_lobby', './lobby-overlay');
    act(() => openModal('protocol'));
    expect(await screen.findByText('mfe_lobby layer')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('mfe_lobby', './lobby-overlay');
  });

  it('a member gets the lobby overlay (red envelope) without any box open', async () => {
    loadRemoteModule.mockImplementation(async (remote: string) => overlay(`${remote} layer`));
    mount();
    act(() => sessionStore.getState().login({ token: 't', member_id: 1, member_currency: 'BDT' }));
    expect(await screen.findByText('mfe_lobby layer')).toBeInTheDocument();
  });

  it('on a bare page (the member window) a member gets no lobby layer until a lobby box is asked for', async () => {
    loadRemoteModule.mockImplementation(async (remote: string) => overlay(`${remote} layer`));
    mount(true);
    act(() => sessionStore.getState().login({ token: 't', member_id: 1, member_currency: 'BDT' }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 2600));
    });
    expect(loadRemoteModule).not.toHaveBeenCalledWith('mfe_lobby', './lobby-overlay');
    act(() => openModal('news', { id: 1 }));
    expect(await screen.findByText('mfe_lobby layer')).toBeInTheDocument();
  });

  it('on a bare page (the member window) the first view done loads no game layer; a game under way does', async () => {
    loadRemoteModule.mockImplementation(async (remote: string) => overlay(`${remote} layer`));
    mount(true);
    act(() => sessionStore.getState().login({ token: 't', member_id: 1, member_currency: 'BDT' }));
    act(() => interactionStore.setState({ started: true }));
    act(() => firstViewStore.setState({ done: true }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(loadRemoteModule).not.toHaveBeenCalledWith('mfe_games', './game-overlay');
    act(() => gameStore.setState({ modalVisible: true }));
    expect(await screen.findByText('mfe_games layer')).toBeInTheDocument();
    act(() => resetFirstView());
  });

  it('on a page with the site layout the first view done, once the visitor uses the page, loads the game layer', async () => {
    loadRemoteModule.mockImplementation(async (remote: string) => overlay(`${remote} layer`));
    mount();
    act(() => firstViewStore.setState({ done: true }));
    act(() => interactionStore.setState({ started: true }));
    expect(await screen.findByText('mfe_games layer')).toBeInTheDocument();
    act(() => resetFirstView());
  });

  it('on a bare page (the member window on a phone) the pop-up promotion and the red envelope asked for stay away', async () => {
    loadRemoteModule.mockImplementation(async (remote: string) => overlay(`${remote} layer`));
    mount(true);
    act(() => sessionStore.getState().login({ token: 't', member_id: 1, member_currency: 'BDT' }));
    act(() => openModal('popupPromotion'));
    act(() => openModal('redEnvelope', { cash: 5 }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 300));
    });
    expect(loadRemoteModule).not.toHaveBeenCalledWith('mfe_lobby', './lobby-overlay');
    expect(screen.queryByText('mfe_lobby layer')).toBeNull();
  });

  it('a lobby layer loaded on a page goes away when the member moves to a bare page (member window)', async () => {
    loadRemoteModule.mockImplementation(async (remote: string) => overlay(`${remote} layer`));
    const view = mount(false);
    act(() => sessionStore.getState().login({ token: 't', member_id: 1, member_currency: 'BDT' }));
    expect(await screen.findByText('mfe_lobby layer')).toBeInTheDocument();
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <QuietBoundary name="overlay host">
          <OverlayHost bare />
        </QuietBoundary>
      </I18nextProvider>,
    );
    expect(screen.queryByText('mfe_lobby layer')).not.toBeInTheDocument();
  });

  it('the games overlay blowing up leaves the auth and lobby overlays on the page', async () => {
    loadRemoteModule.mockImplementation((remote: string) => {
      // A loader that throws outright (not a rejected promise) surfaces as a render error.
      if (remote === 'mfe_games') throw new Error('games runtime broken');
      return Promise.resolve(overlay(`${remote} layer`));
    });
    mount();
    act(() => {
      openModal('login');
      openModal('appDownload');
    });
    // A game modal asked for: the games overlay loads (and its loader throws).
    act(() => gameStore.setState({ modalVisible: true }));
    expect(loadRemoteModule).toHaveBeenCalledWith('mfe_games', './game-overlay');
    expect(await screen.findByText('mfe_auth layer')).toBeInTheDocument();
    expect(screen.getByText('mfe_lobby layer')).toBeInTheDocument();
  });
});
