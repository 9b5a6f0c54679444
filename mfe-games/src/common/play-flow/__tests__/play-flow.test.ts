import {
  createApiClient,
  gameKey,
  gameStore,
  layoutStore,
  modalStore,
  sessionStore,
  siteStore,
  walletStore,
  SUCCESS_CODES,
  type PlayRequest,
} from '@mfp/shared';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { forceQuit, onGameUrlEvent, resetPlayFlow, startGame, type Notice, type PlayEnv } from '../play-flow';

type Reply = { code: number; message: string; data: unknown };
const calls: { url: string; body: unknown }[] = [];
let replies: Record<string, Reply> = {};

const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = String(config.url);
  calls.push({ url, body: config.data ? (JSON.parse(String(config.data)) as unknown) : null });
  const data = replies[url] ?? { code: 100, message: 'ok', data: null };
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

interface FakeWindow {
  closed: boolean;
  location: { href: string };
  close: jest.Mock;
  focus: jest.Mock;
}
const opened: { url: string; name: string; features: string; win: FakeWindow }[] = [];
const fakeOpen = (url: string, name: string, features: string): FakeWindow => {
  const win: FakeWindow = { closed: false, location: { href: url }, close: jest.fn(() => (win.closed = true)), focus: jest.fn() };
  opened.push({ url, name, features, win });
  return win;
};

const notices: Notice[] = [];
const env: PlayEnv = { notify: (n) => notices.push(n), showPlayPage: jest.fn() };
const slot = { id: 11, gp_id: 'GPJL', game_type: 'slot', game_code: 'jl001', gt_id: 2, customized: 0 as 0 | 1 };
const request = (game = slot, demo = false): PlayRequest => ({ seq: 1, game, demo });
const urls = () => calls.map((c) => c.url);

beforeAll(() => {
  createApiClient({ getToken: () => 'tok', setToken: () => undefined, getLang: () => 'en_US', onUnauthorized: () => undefined, adapter });
  jest.spyOn(window, 'open').mockImplementation(fakeOpen as unknown as typeof window.open);
});

beforeEach(() => {
  calls.length = 0;
  opened.length = 0;
  notices.length = 0;
  replies = {};
  resetPlayFlow();
  gameStore.getState().reset();
  walletStore.getState().reset();
  modalStore.getState().closeAll();
  localStorage.clear();
  layoutStore.getState().setWidth(1366);
  siteStore.getState().configure({ closedBrands: [], isApp: false });
  sessionStore.getState().login({ token: 'tok', member_id: 10001, member_currency: 'BDT' });
});

describe('login before play (spec 5)', () => {
  it('asks a visitor to log in before a real game and calls nothing', async () => {
    sessionStore.getState().logout();
    await expect(startGame(request(), env)).resolves.toBe('loginRequired');
    expect(modalStore.getState().open.loginRequired).toBeDefined();
    expect(calls).toHaveLength(0);
  });

  it('lets a visitor play a demo, but not a customized game', async () => {
    sessionStore.getState().logout();
    replies['/api/demo/play'] = { code: 100, message: 'ok', data: { game_url: 'http://sim/game/1' } };
    await expect(startGame(request(slot, true), env)).resolves.toBe('started');
    expect(urls()).toEqual(['/api/demo/play']);
    resetPlayFlow();
    gameStore.getState().reset();
    await expect(startGame(request({ ...slot, customized: 1 }, true), env)).resolves.toBe('loginRequired');
  });
});

describe('the five start checks, in order, with their messages', () => {
  it('check 1: a brand the site closed (site store, from the site config) is refused with r88close_msg before every other check', async () => {
    siteStore.getState().configure({ closedBrands: ['GPJL'] });
    gameStore.getState().beginStart();
    await expect(startGame(request(), env)).resolves.toBe('rejected');
    expect(notices).toEqual([{ key: 'r88close_msg' }]);
    expect(calls).toHaveLength(0);
    expect(opened).toHaveLength(0);
  });

  it('check 1 refuses demo play of a closed brand too, and lets the other brands through', async () => {
    siteStore.getState().configure({ closedBrands: ['GPPG'] });
    replies['/api/member/game/play1'] = { code: 100, message: 'ok', data: { game_url: 'http://sim/open' } };
    await expect(startGame(request({ ...slot, gp_id: 'GPPG' }, true), env)).resolves.toBe('rejected');
    await expect(startGame(request(), env)).resolves.toBe('started');
    expect(notices).toEqual([{ key: 'r88close_msg' }]);
    expect(urls()).toEqual(['/api/member/game/play1']);
  });

  it('refuses while another start runs, before the duplicate check', async () => {
    gameStore.getState().started(gameKey(slot), 'u', 'window');
    gameStore.getState().beginStart();
    await expect(startGame(request(), env)).resolves.toBe('rejected');
    expect(notices).toEqual([{ key: 'pg.alert_starting' }]);
    expect(calls).toHaveLength(0);
  });

  it('refuses while quitting', async () => {
    gameStore.getState().beginQuit();
    await startGame(request(), env);
    expect(notices).toEqual([{ key: 'pg.alert_quitting' }]);
  });

  it('refuses the same game twice with pg.alert_duplicate', async () => {
    gameStore.getState().started(gameKey(slot), 'u', 'window');
    await startGame(request(), env);
    expect(notices).toEqual([{ key: 'pg.alert_duplicate' }]);
  });

  it('refuses a second game on mobile with pg.err_is_playing, but not on desktop', async () => {
    gameStore.getState().started('GPPG:slot:pg1', 'u', 'window');
    layoutStore.getState().setWidth(390);
    await startGame(request(), env);
    expect(notices).toEqual([{ key: 'pg.err_is_playing' }]);
    layoutStore.getState().setWidth(1366);
    replies['/api/member/game/play1'] = { code: 100, message: 'ok', data: { game_url: 'http://sim/g' } };
    await expect(startGame(request(), env)).resolves.toBe('started');
  });

  it('refuses while the one-key transfer back runs', async () => {
    walletStore.getState().setTransferBackInProgress(true);
    await startGame(request(), env);
    expect(notices).toEqual([{ key: 'one_key_waiting' }]);
    expect(calls).toHaveLength(0);
  });
});

describe('open mode and launch', () => {
  it('desktop: opens the 1500x800 loading window at once, calls play1 with the /close lobby, hands the url over', async () => {
    replies['/api/member/game/play1'] = { code: 100, message: 'ok', data: { game_url: 'http://sim/game/abc' } };
    await expect(startGame(request(), env)).resolves.toBe('started');
    expect(opened[0]).toMatchObject({ url: '/loading', name: 'redirect' });
    expect(opened[0]?.features).toContain('width=1500,height=800');
    expect(calls[0]).toEqual({
      url: '/api/member/game/play1',
      body: { gpId: 'GPJL', game_type: 'slot', game_code: 'jl001', lobby_url: `${location.origin}/close`, device: 'pc' },
    });
    expect(opened[0]?.win.location.href).toBe('http://sim/game/abc');
    expect(gameStore.getState()).toMatchObject({ isStarting: false, openMode: 'window', playingGames: [gameKey(slot)] });
  });

  it('a provider/type pair of the modal list opens in the play-game modal', async () => {
    const sport = { ...slot, gp_id: 'GPSB', game_type: 'sport', game_code: 'sb_lobby', gt_id: 4 };
    replies['/api/member/game/play1'] = { code: 100, message: 'ok', data: {} };
    await expect(startGame(request(sport), env)).resolves.toBe('waitingForUrl');
    expect(opened).toHaveLength(0);
    onGameUrlEvent({ game_url: 'http://sim/sport', gp_id: 'GPSB' }, env);
    expect(modalStore.getState().open.playGame?.props).toEqual({ url: 'http://sim/sport' });
    expect(gameStore.getState().modalVisible).toBe(true);
  });

  it('inside the native app (site store isApp, set by the host from the app bridge) even a modal pair opens in a window', async () => {
    siteStore.getState().configure({ isApp: true });
    const sport = { ...slot, gp_id: 'GPSB', game_type: 'sport', game_code: 'sb_lobby', gt_id: 4 };
    replies['/api/member/game/play1'] = { code: 100, message: 'ok', data: { game_url: 'http://sim/app-sport' } };
    await expect(startGame(request(sport), env)).resolves.toBe('started');
    expect(opened[0]?.name).toBe('redirect');
    expect(modalStore.getState().open.playGame).toBeUndefined();
    expect(gameStore.getState().openMode).toBe('window');
  });

  it('inside the native app on mobile a window, where an in-app browser alone would redirect', async () => {
    layoutStore.getState().setWidth(390);
    const ua = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) FBAN/FB4A');
    try {
      replies['/api/member/game/play1'] = { code: 100, message: 'ok', data: {} };
      await startGame(request(), env);
      expect(opened).toHaveLength(0);
      resetPlayFlow();
      gameStore.getState().reset();
      siteStore.getState().configure({ isApp: true });
      await startGame(request(), env);
      expect(opened[0]?.name).toBe('redirect');
    } finally {
      ua.mockRestore();
    }
  });

  it('mobile: a window, with the mobile device code', async () => {
    layoutStore.getState().setWidth(390);
    replies['/api/member/game/play1'] = { code: 100, message: 'ok', data: { game_url: 'http://sim/m' } };
    await startGame(request(), env);
    expect(opened[0]?.name).toBe('redirect');
    expect((calls[0]?.body as { device: string }).device).toBe('mobile');
  });

  it('the url over the member channel starts the waiting game only', async () => {
    replies['/api/member/game/play1'] = { code: 100, message: 'ok', data: {} };
    await startGame(request(), env);
    onGameUrlEvent({ game_url: 'http://other', gp_id: 'GPPG' }, env);
    expect(gameStore.getState().isStarting).toBe(true);
    onGameUrlEvent({ game_url: 'http://sim/ch', gp_id: 'GPJL' }, env);
    expect(opened[0]?.win.location.href).toBe('http://sim/ch');
    expect(gameStore.getState().isStarting).toBe(false);
  });

  it.each(SUCCESS_CODES)('a game-url event with success code %i (SUCCESS_CODES, spec 8) opens the game', async (code) => {
    replies['/api/member/game/play1'] = { code: 100, message: 'ok', data: {} };
    await startGame(request(), env);
    onGameUrlEvent({ game_url: 'http://sim/ok', gp_id: 'GPJL', code }, env);
    expect(opened[0]?.win.location.href).toBe('http://sim/ok');
    expect(notices).toEqual([]);
  });

  it('a game-url event with a failure code fails the start (spec 8)', async () => {
    replies['/api/member/game/play1'] = { code: 100, message: 'ok', data: {} };
    await startGame(request(), env);
    onGameUrlEvent({ game_url: '', gp_id: 'GPJL', code: 104, message: 'Game provider is closed' }, env);
    expect(notices).toEqual([{ text: 'Game provider is closed' }]);
    expect(gameStore.getState().isStarting).toBe(false);
  });
});

describe('play failures', () => {
  it('203 closes the window and opens the maintenance box with its times', async () => {
    const interval = { start_at: '2030-01-01T00:00:00Z', end_at: '2030-01-01T02:00:00Z' };
    replies['/api/member/game/play1'] = { code: 203, message: 'Under maintenance', data: interval };
    await expect(startGame(request(), env)).resolves.toBe('maintenance');
    expect(opened[0]?.win.close).toHaveBeenCalled();
    expect(modalStore.getState().open.maintenance?.props.interval).toEqual(interval);
    expect(gameStore.getState()).toMatchObject({ isStarting: false, playingGames: [] });
  });

  it('any other failure closes the window, resets the state and shows the message', async () => {
    replies['/api/member/game/play1'] = { code: 104, message: 'Game provider is closed', data: null };
    await expect(startGame(request(), env)).resolves.toBe('failed');
    expect(opened[0]?.win.close).toHaveBeenCalled();
    expect(notices).toEqual([{ text: 'Game provider is closed' }]);
    expect(gameStore.getState()).toMatchObject({ isStarting: false, url: null, openMode: null });
  });
});

describe('force quit', () => {
  it('closes the window, calls leave1, then refreshes the cash', async () => {
    replies['/api/member/game/play1'] = { code: 100, message: 'ok', data: { game_url: 'http://sim/q' } };
    replies['/api/member/profile/my_cash'] = { code: 100, message: 'ok', data: { my_cash_list: [], total: 123 } };
    await startGame(request(), env);
    calls.length = 0;
    await forceQuit();
    expect(opened[0]?.win.close).toHaveBeenCalled();
    expect(urls()).toEqual(['/api/member/game/leave1', '/api/member/profile/my_cash']);
    expect(walletStore.getState().total).toBe(123);
    expect(gameStore.getState()).toMatchObject({ playingGames: [], isQuitting: false });
  });

  it('a visitor demo quits without leave1', async () => {
    sessionStore.getState().logout();
    replies['/api/demo/play'] = { code: 100, message: 'ok', data: { game_url: 'http://sim/d' } };
    await startGame(request(slot, true), env);
    calls.length = 0;
    await forceQuit();
    expect(calls).toHaveLength(0);
  });

  it('the running game is kept in the game store only (running): set when it opens, cleared by the quit', async () => {
    replies['/api/member/game/play1'] = { code: 100, message: 'ok', data: { game_url: 'http://sim/r' } };
    await startGame(request(), env);
    expect(gameStore.getState().running).toEqual({ key: gameKey(slot), mode: 'window', game: slot, demo: false });
    await forceQuit();
    expect(gameStore.getState().running).toBeNull();
  });

  it("a member's demo game quits without leave1: the demo flag is read from the store", async () => {
    replies['/api/demo/play'] = { code: 100, message: 'ok', data: { game_url: 'http://sim/md' } };
    await startGame(request(slot, true), env);
    expect(gameStore.getState().running?.demo).toBe(true);
    calls.length = 0;
    await forceQuit();
    expect(urls()).not.toContain('/api/member/game/leave1');
  });
});
