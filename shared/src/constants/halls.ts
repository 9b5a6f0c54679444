/** Game halls by id (spec 1 and 9). */
export const HALLS = {
  2: 'slot',
  3: 'live',
  4: 'sport',
  5: 'lottery',
  6: 'chess',
  7: 'virtual_sport',
  8: 'cockfight',
  9: 'esport',
} as const;
export type HallId = keyof typeof HALLS;
export type HallName = (typeof HALLS)[HallId];

export const HALL_IDS = Object.keys(HALLS).map(Number) as HallId[];

/** Chess is shown to players as card games (spec 1). */
export const HALL_CARD_GAME_ID: HallId = 6;

/**
 * App prefix letters, one per hall id 2 to 9. The spec does not say which letter belongs to which
 * hall, so they stay a list and no mapping is invented.
 */
export const HALL_APP_PREFIXES = ['e_', 'v_', 's_', 'l_', 'c_', 't_', 'd_', 'g_'] as const;
export type HallAppPrefix = (typeof HALL_APP_PREFIXES)[number];

/** Game list tabs of a hall (spec 2 and 9): all games, my favourites, last played. */
export const GAME_LIST_TABS = ['all_game', 'my_favorite', 'last_play'] as const;
export type GameListTab = (typeof GAME_LIST_TABS)[number];

/** The gp_id of the popular slot page (spec 2). */
export const POPULAR_GP_ID = 'Popular';

/** True when `value` is a known hall id. */
export function isHallId(value: unknown): value is HallId {
  return typeof value === 'number' && Object.prototype.hasOwnProperty.call(HALLS, value);
}
