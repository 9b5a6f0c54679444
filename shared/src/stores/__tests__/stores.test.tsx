import { act, renderHook } from '@testing-library/react';
import {
  sessionStore,
  useSessionStore,
  selectIsLoggedIn,
  onAfterLogin,
  onAfterLogout,
  sameToken,
} from '../session-store';
import { layoutStore, watchLayout, computeIsDesktop, useLayoutStore } from '../layout-store';
import { gameStore, selectIsPlaying, useGameStore } from '../game-store';
import { walletStore, useWalletStore } from '../wallet-store';
import { modalStore, openModal, closeModal, useModalStore } from '../modal-store';
import { localeStore, useLocaleStore } from '../locale-store';
import { setTokenPersistence, localTokenPersistence } from '../token-persistence';

afterEach(() => {
  jest.useRealTimers();
  sessionStore.getState().logout();
  localeStore.setState({ locale: 'en_US' });
});

describe('session store (spec 4, login and logout)', () => {
  test('login transitions: logged out -> modal open -> submit -> success', () => {
    const s = sessionStore.getState;
    expect(s().phase).toBe('loggedOut');
    s().openLogin('/user/Deposit');
    expect(s().phase).toBe('modalOpen');
    expect(modalStore.getState().open.login).toEqual({ props: { redirect: '/user/Deposit' } });
    s().submitLogin();
    expect(s().phase).toBe('submitting');
    s().loginFailed();
    expect(s().phase).toBe('modalOpen');
    s().submitLogin();
    const after = jest.fn();
    const off = onAfterLogin(after);
    s().login({ token: 'Bearer A', member_id: 7, member_account: 'abc', member_currency: 'BDT' });
    off();
    expect(s().phase).toBe('loggedIn');
    expect(selectIsLoggedIn(s())).toBe(true);
    expect(s()).toMatchObject({ token: 'Bearer A', memberId: '7', account: 'abc', currency: 'BDT' });
    expect(modalStore.getState().open.login).toBeUndefined();
    expect(after).toHaveBeenCalledWith(expect.objectContaining({ member_id: 7 }));
    expect(localStorage.getItem('token')).toBe('Bearer A');
    expect(s().takeRedirectAfterLogin()).toBe('/user/Deposit');
    expect(s().takeRedirectAfterLogin()).toBeNull();
    s().openLogin();
    expect(s().phase).toBe('loggedIn');
  });

  test('login: cancel closes the modal and forgets the redirect; loginFailed outside submit is ignored', () => {
    const s = sessionStore.getState;
    s().openLogin();
    s().cancelLogin();
    expect(s().phase).toBe('loggedOut');
    s().loginFailed();
    expect(s().phase).toBe('loggedOut');
    s().login({ token: 'T', member_id: 1 });
    s().cancelLogin();
    expect(s().phase).toBe('loggedIn');
  });

  test('logout: clears member data and token, resets game, wallet and modals, runs the handlers', () => {
    const s = sessionStore.getState;
    s().login({ token: 'T', member_id: 1 });
    gameStore.getState().started('k', 'u', 'window');
    walletStore.getState().setCash(5);
    openModal('news', { id: 1 });
    const handler = jest.fn();
    const off = onAfterLogout(handler);
    s().logout();
    off();
    expect(s()).toMatchObject({
      token: null,
      memberId: null,
      member: null,
      phase: 'loggedOut',
      lastLogoutReason: 'user',
    });
    expect(gameStore.getState().playingGames).toEqual([]);
    expect(walletStore.getState().cash).toBeNull();
    expect(modalStore.getState().open).toEqual({});
    expect(handler).toHaveBeenCalledWith('user');
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('login event: a token different from the current one logs out with already login', () => {
    const s = sessionStore.getState;
    s().login({ token: 'Bearer A', member_id: 1 });
    s().onLoginEvent('A');
    expect(s().phase).toBe('loggedIn');
    s().onLoginEvent('Bearer B');
    expect(s().phase).toBe('loggedOut');
    expect(s().lastLogoutReason).toBe('alreadyLogin');
    s().onLoginEvent('C');
    expect(s().lastLogoutReason).toBe('alreadyLogin');
  });

  test("another window logging another member in: this member is logged out as at logout, the stored token (now the other window's) stays", () => {
    const s = sessionStore.getState;
    s().login({ token: 'Bearer A', member_id: 1, member_account: 'memberA' });
    walletStore.getState().setCash(5);
    openModal('news', { id: 1 });
    const handler = jest.fn();
    const off = onAfterLogout(handler);
    s().followOtherWindowLogin('A');
    expect(handler).not.toHaveBeenCalled();
    // What the other window wrote before this window heard of it.
    localStorage.setItem('token', 'Bearer B');
    s().followOtherWindowLogin('Bearer B');
    off();
    expect(s()).toMatchObject({ token: 'Bearer B', memberId: null, account: null, phase: 'loggedOut', lastLogoutReason: 'otherWindowLogin' });
    expect(walletStore.getState().cash).toBeNull();
    expect(modalStore.getState().open).toEqual({});
    expect(handler).toHaveBeenCalledWith('otherWindowLogin');
    expect(localStorage.getItem('token')).toBe('Bearer B');
  });

  test('setToken and setMember update the session', () => {
    const s = sessionStore.getState;
    s().setToken('N');
    expect(s().token).toBe('N');
    s().setMember({ id: 3, member_account: 'acc', member_currency: 'USD' } as never);
    expect(s()).toMatchObject({ memberId: '3', account: 'acc', currency: 'USD' });
    expect(sameToken(null, 'a')).toBe(false);
  });

  test('token persistence can be swapped', () => {
    const mem = {
      v: null as string | null,
      read: () => mem.v,
      write: (t: string) => void (mem.v = t),
      clear: () => void (mem.v = null),
    };
    setTokenPersistence(mem);
    sessionStore.getState().setToken('X');
    expect(mem.v).toBe('X');
    setTokenPersistence(localTokenPersistence);
  });

  test('useSessionStore re-renders on change', () => {
    const { result } = renderHook(() => useSessionStore(selectIsLoggedIn));
    expect(result.current).toBe(false);
    act(() => sessionStore.getState().login({ token: 'T', member_id: 1 }));
    expect(result.current).toBe(true);
  });
});

describe('layout store (spec 2)', () => {
  test('layout: desktop from 992 px, desktop lock unless web_debug', () => {
    expect(computeIsDesktop(991, false, false)).toBe(false);
    expect(computeIsDesktop(992, false, false)).toBe(true);
    expect(computeIsDesktop(400, true, false)).toBe(true);
    expect(computeIsDesktop(400, true, true)).toBe(false);
    layoutStore.getState().configure({ desktopLock: true });
    layoutStore.getState().setWidth(300);
    expect(layoutStore.getState().isDesktop).toBe(true);
    layoutStore.getState().configure({ webDebug: true });
    expect(layoutStore.getState().isDesktop).toBe(false);
    layoutStore.getState().configure({ desktopLock: false, webDebug: false });
  });

  test('layout: re-evaluated on resize, debounced 1000 ms', () => {
    jest.useFakeTimers();
    window.innerWidth = 1200;
    const stop = watchLayout(window);
    expect(layoutStore.getState().isDesktop).toBe(true);
    window.innerWidth = 500;
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(600);
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(999);
    expect(layoutStore.getState().isDesktop).toBe(true);
    jest.advanceTimersByTime(1);
    expect(layoutStore.getState().isDesktop).toBe(false);
    window.dispatchEvent(new Event('resize'));
    stop();
    window.innerWidth = 1300;
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(2000);
    expect(layoutStore.getState().width).toBe(500);
    const { result } = renderHook(() => useLayoutStore((s) => s.isDesktop));
    expect(result.current).toBe(false);
  });
});

describe('game store (spec 4)', () => {
  test('game state: starting, started with url and mode, quitted', () => {
    const g = gameStore.getState;
    g().beginStart();
    expect(g().isStarting).toBe(true);
    g().started('a', 'https://game', 'modal');
    g().started('a', 'https://game', 'modal');
    expect(g()).toMatchObject({
      isStarting: false,
      url: 'https://game',
      openMode: 'modal',
      modalVisible: true,
      playingGames: ['a'],
    });
    expect(selectIsPlaying(g())).toBe(true);
    g().started('b', null, 'window');
    g().quitted('a');
    expect(g().playingGames).toEqual(['b']);
    g().quitted();
    expect(g().playingGames).toEqual([]);
    g().beginStart();
    g().startFailed();
    expect(g()).toMatchObject({ isStarting: false, url: null });
    g().setTransferDisabled(true);
    g().setModalVisible(true);
    expect(g()).toMatchObject({ transferDisabled: true, modalVisible: true });
    g().reset();
    expect(g().transferDisabled).toBe(false);
  });

  test('game state: isQuitting clears by itself after 30 s', () => {
    jest.useFakeTimers();
    gameStore.getState().beginQuit();
    jest.advanceTimersByTime(15_000);
    gameStore.getState().beginQuit();
    jest.advanceTimersByTime(29_999);
    expect(gameStore.getState().isQuitting).toBe(true);
    jest.advanceTimersByTime(1);
    expect(gameStore.getState().isQuitting).toBe(false);
    gameStore.getState().beginQuit();
    gameStore.getState().quitted();
    expect(gameStore.getState().isQuitting).toBe(false);
    const { result } = renderHook(() => useGameStore((s) => s.isQuitting));
    expect(result.current).toBe(false);
  });
});

describe('wallet store (spec 4)', () => {
  test('cash: refreshing while my_cash runs, the total over all wallets after it', () => {
    const w = walletStore.getState;
    expect(w().cash).toBeNull();
    w().setCash(12.5);
    expect(w()).toMatchObject({ cash: 12.5, refreshing: false });
    w().beginRefresh();
    expect(w().refreshing).toBe(true);
    w().refreshFailed();
    expect(w()).toMatchObject({ cash: 12.5, refreshing: false });
    w().setWallet({ my_cash_list: [{ gp_id: 'GPAB', is_light: 1, icon_dark: '' }], total: 99 });
    expect(w()).toMatchObject({ total: 99, cash: 99, wallets: [{ gp_id: 'GPAB' }] });
    w().setTransferBackInProgress(true);
    expect(w().transferBackInProgress).toBe(true);
  });

  test('transfer back: the button counts down 10 s', () => {
    jest.useFakeTimers();
    const w = walletStore.getState;
    w().startTransferBackCountdown();
    expect(w().transferBackCountdown).toBe(10);
    jest.advanceTimersByTime(9_000);
    expect(w().transferBackCountdown).toBe(1);
    jest.advanceTimersByTime(1_000);
    expect(w().transferBackCountdown).toBe(0);
    jest.advanceTimersByTime(5_000);
    expect(w().transferBackCountdown).toBe(0);
    w().startTransferBackCountdown();
    w().reset();
    expect(w().transferBackCountdown).toBe(0);
    const { result } = renderHook(() => useWalletStore((s) => s.cash));
    expect(result.current).toBeNull();
  });
});

describe('modal store (spec 2)', () => {
  test('modals: open and close by name with props', () => {
    openModal('login');
    openModal('maintenance', { interval: { start_at: null, end_at: null } });
    expect(Object.keys(modalStore.getState().open).sort()).toEqual(['login', 'maintenance']);
    closeModal('login');
    expect(modalStore.getState().open.login).toBeUndefined();
    expect(modalStore.getState().open.maintenance?.props.interval.start_at).toBeNull();
    modalStore.getState().closeAll();
    const { result } = renderHook(() => useModalStore((s) => Object.keys(s.open).length));
    expect(result.current).toBe(0);
  });
});

describe('locale store (spec 4)', () => {
  test('locale switch: refused with pg.err_is_playing while a game is playing', () => {
    gameStore.getState().started('g', 'u', 'window');
    expect(localeStore.getState().requestLocale('bn_BD')).toEqual({ ok: false, reason: 'pg.err_is_playing' });
    expect(localeStore.getState().locale).toBe('en_US');
    gameStore.getState().quitted();
    expect(localeStore.getState().requestLocale('bn_BD')).toEqual({ ok: true });
    expect(localeStore.getState().requestLocale('fr_FR')).toEqual({ ok: false, reason: 'unsupported' });
    const { result } = renderHook(() => useLocaleStore((s) => s.locale));
    expect(result.current).toBe('bn_BD');
  });
});
