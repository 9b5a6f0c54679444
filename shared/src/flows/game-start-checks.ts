/** What the five game start checks look at (spec 4). */
export interface GameStartContext {
  /** The site is closed for this game's brand. */
  siteClosedForBrand: boolean;
  isStarting: boolean;
  isQuitting: boolean;
  /** Key of the game being started (see gameKey). */
  gameKey: string;
  /** Keys of the games already open. */
  playingGames: readonly string[];
  isDesktop: boolean;
  /** A one-key transfer back of all balances is running. */
  transferBackInProgress: boolean;
}

/** i18n keys a start can be rejected with, in check order. */
export type GameStartRejection =
  | 'r88close_msg'
  | 'pg.alert_starting'
  | 'pg.alert_quitting'
  | 'pg.alert_duplicate'
  | 'pg.err_is_playing'
  | 'one_key_waiting';

type Check = (c: GameStartContext) => GameStartRejection | null;

const CHECKS: readonly Check[] = [
  (c) => (c.siteClosedForBrand ? 'r88close_msg' : null),
  (c) => (c.isStarting ? 'pg.alert_starting' : c.isQuitting ? 'pg.alert_quitting' : null),
  (c) => (c.playingGames.includes(c.gameKey) ? 'pg.alert_duplicate' : null),
  (c) => (!c.isDesktop && c.playingGames.length > 0 ? 'pg.err_is_playing' : null),
  (c) => (c.transferBackInProgress ? 'one_key_waiting' : null),
];

/** Runs the five start checks in spec order; the first failing one names the message, null lets the game start. */
export function checkGameStart(context: GameStartContext): GameStartRejection | null {
  for (const check of CHECKS) {
    const rejection = check(context);
    if (rejection) return rejection;
  }
  return null;
}

/** The identity of a game for the duplicate check. */
export function gameKey(game: {
  gp_id: string;
  game_code?: string | null;
  game_type?: string | number | null;
}): string {
  return [game.gp_id, game.game_type ?? '', game.game_code ?? ''].join(':');
}

/** Failures other than the start checks show this key (spec 4). */
export const GAME_START_FAILED = 'pg.start_failed';
