/** @jest-environment node */
import { checkGameStart, gameKey } from '../game-start-checks';
import type { GameStartContext } from '../game-start-checks';
import { chooseOpenMode } from '../open-mode';
import type { OpenModeInput } from '../open-mode';
import { decidePlayFailure } from '../play-result';

const base: GameStartContext = {
  siteClosedForBrand: false,
  isStarting: false,
  isQuitting: false,
  gameKey: 'GPAB:2:x',
  playingGames: [],
  isDesktop: true,
  transferBackInProgress: false,
};

describe('game start checks (spec 4), in order', () => {
  test('game start: nothing blocking lets the game start', () => {
    expect(checkGameStart(base)).toBeNull();
  });
  test('game start: site closed for the brand rejects with r88close_msg, before every other check', () => {
    expect(
      checkGameStart({ ...base, siteClosedForBrand: true, isStarting: true, transferBackInProgress: true }),
    ).toBe('r88close_msg');
  });
  test('game start: a second start while starting rejects with pg.alert_starting', () => {
    expect(checkGameStart({ ...base, isStarting: true, isQuitting: true })).toBe('pg.alert_starting');
  });
  test('game start: a start while quitting rejects with pg.alert_quitting', () => {
    expect(checkGameStart({ ...base, isQuitting: true })).toBe('pg.alert_quitting');
  });
  test('game start: the same game already open rejects with pg.alert_duplicate (before the mobile check)', () => {
    expect(checkGameStart({ ...base, isDesktop: false, playingGames: ['GPAB:2:x'] })).toBe(
      'pg.alert_duplicate',
    );
  });
  test('game start: on mobile another playing game rejects with pg.err_is_playing; on desktop it is allowed', () => {
    expect(checkGameStart({ ...base, isDesktop: false, playingGames: ['other'] })).toBe('pg.err_is_playing');
    expect(checkGameStart({ ...base, isDesktop: true, playingGames: ['other'] })).toBeNull();
  });
  test('game start: a running one-key transfer back rejects with one_key_waiting', () => {
    expect(checkGameStart({ ...base, transferBackInProgress: true })).toBe('one_key_waiting');
  });
  test('gameKey: provider, type and code identify a game', () => {
    expect(gameKey({ gp_id: 'GPAB', game_type: 2, game_code: 'x' })).toBe('GPAB:2:x');
    expect(gameKey({ gp_id: 'GPAB' })).toBe('GPAB::');
  });
});

describe('open mode (spec 4)', () => {
  const input: OpenModeInput = {
    gp_id: 'GPAB',
    game_type: 3,
    isApp: false,
    isDesktop: true,
    inAppBrowser: false,
    windowPairs: [{ gp_id: 'GPWIN', game_type: 3 }],
    modalPairs: [{ gp_id: 'GPMOD' }],
    desktopDefault: 'page',
  };
  test('open mode: the app always opens a window', () => {
    expect(chooseOpenMode({ ...input, isApp: true, gp_id: 'GPMOD' })).toBe('window');
  });
  test('open mode: mobile opens a window, in-app browsers redirect', () => {
    expect(chooseOpenMode({ ...input, isDesktop: false, gp_id: 'GPMOD' })).toBe('window');
    expect(chooseOpenMode({ ...input, isDesktop: false, inAppBrowser: true })).toBe('redirect');
  });
  test('open mode: listed window pairs open a window, listed modal pairs a modal, others the default', () => {
    expect(chooseOpenMode({ ...input, gp_id: 'GPWIN' })).toBe('window');
    expect(chooseOpenMode({ ...input, gp_id: 'GPWIN', game_type: 4 })).toBe('page');
    expect(chooseOpenMode({ ...input, gp_id: 'GPMOD', game_type: 9 })).toBe('modal');
    expect(chooseOpenMode(input)).toBe('page');
    const { desktopDefault: _d, ...noDefault } = input;
    expect(chooseOpenMode(noDefault)).toBe('window');
  });
});

describe('play result (spec 4 and 8)', () => {
  test('play code 203: close the window and show the maintenance box with optional times', () => {
    expect(decidePlayFailure(203, 'm', { start_at: '2026-01-01 00:00:00', end_at: '' })).toEqual({
      kind: 'maintenance',
      closeWindow: true,
      interval: { start_at: '2026-01-01 00:00:00', end_at: null },
      showCustomerService: true,
    });
    expect(decidePlayFailure(203, 'm', null)).toMatchObject({ interval: { start_at: null, end_at: null } });
  });
  test('play failure: any other code closes, resets and shows the message (pg.start_failed when empty)', () => {
    expect(decidePlayFailure(500, 'boom', null)).toEqual({
      kind: 'error',
      closeWindow: true,
      resetState: true,
      message: 'boom',
    });
    expect(decidePlayFailure('networkError', '', null)).toMatchObject({ message: 'pg.start_failed' });
  });
});
