import type { GameEntry, PlayableGame } from '@mfp/shared';

/** A game of a home list as the server sends it. */
export type HomeGame = GameEntry & { is_demo?: number };

/** What a game tile click does: members play for real; visitors try the demo, or log in when the game has no demo. */
export type GameClick = { kind: 'play'; game: PlayableGame; demo: boolean } | { kind: 'login' };

export function gameClick(game: HomeGame, isLoggedIn: boolean): GameClick {
  const playable: PlayableGame = {
    id: game.id,
    gp_id: game.gp_id,
    gt_id: game.gt_id,
    game_type: game.game_type,
    game_code: game.game_code,
    house: game.house,
    game_name: game.game_name,
    gp_name: game.gp_name,
  };
  if (isLoggedIn) return { kind: 'play', game: playable, demo: false };
  return game.is_demo === 1 ? { kind: 'play', game: playable, demo: true } : { kind: 'login' };
}
