import { apiPost, apiRead } from './client';
import type { ApiReply, GameEntry, Jackpot, SportQuickBet } from '../types';
import type { DeviceCode } from '../constants';

type Id = string | number;

export interface DemoPlayPayload {
  site_id: Id;
  currency: string;
  device: DeviceCode;
  gp_id: string;
  game_type: Id;
  game_code: string;
  house?: string;
}
export interface DemoProviderGamesPayload {
  site_id: Id;
  currency: string;
  device: DeviceCode;
  gp_id: string;
  game_type_id: Id;
  house?: string;
}
export interface DemoTypeGamesPayload {
  site_id: Id;
  support_device: Id;
  currency: string;
  template: string;
}
export interface PlayPayload {
  gpId: string;
  game_type: Id;
  game_code: string;
  lobby_url: string;
  device: DeviceCode;
  extra?: Record<string, unknown>;
}
export interface HotGamesPayload {
  site_id: Id;
  currency: string;
  gt_id: Id;
}
export interface FavoriteItem {
  game_id: Id;
  status: 0 | 1;
}
export interface GameListPayload {
  currency: string;
  site_id: Id;
  support_device: Id;
  template: string;
}
export interface TagGameListPayload {
  site_id: Id;
  currency: string;
  support_device: Id;
  tag: string;
  gt_id: Id;
}
/** A provider's game labels are asked for with the same fields as its demo game list. */
export type GameLabelPayload = DemoProviderGamesPayload;
export interface TemplateGameListPayload {
  site_id: Id;
  currency: string;
  support_device: Id;
}
export interface SportQuickBetPayload {
  currency: string;
  support_device: Id;
  domain: string;
  site_id: Id;
}

export interface GameUrlResult {
  game_url: string;
}
export interface GameLabelResult<G = GameEntry> {
  list: G[];
  main: unknown;
}
/** POST /demo/play -> game_url. */
export const postDemoPlay = (body: DemoPlayPayload): Promise<ApiReply<GameUrlResult>> =>
  apiPost('/demo/play', body, { flow: 'play' });
/** POST /demo/gp_games -> the provider's demo games. */
export const postDemoGpGames = <G = GameEntry>(body: DemoProviderGamesPayload): Promise<ApiReply<G[]>> =>
  apiRead('/demo/gp_games', body);
/** POST /demo/gt_games -> the demo games per type. */
export const postDemoGtGames = <G = GameEntry>(body: DemoTypeGamesPayload): Promise<ApiReply<G[]>> =>
  apiRead('/demo/gt_games', body);
/** POST /member/game/play1: launches a real game (the url arrives by reply or on the member channel). */
export const postGamePlay = (body: PlayPayload): Promise<ApiReply<Partial<GameUrlResult>>> =>
  apiPost('/member/game/play1', body, { flow: 'play' });
/** POST /member/game/leave1: leaves the current game. */
export const postGameLeave = (): Promise<ApiReply<unknown>> => apiPost('/member/game/leave1');
/** POST last-playing-game -> list of game_id. */
export const postLastPlayingGame = (): Promise<ApiReply<Id[]>> =>
  apiRead('/arks/web/member-games/last-playing-game');
/** POST hot-games for a hall. */
export const postHotGames = <G = GameEntry>(body: HotGamesPayload): Promise<ApiReply<G[]>> =>
  apiRead('/arks/web/member-games/hot-games', body);
/** POST favorite/store {data}: sets favourite status per game. */
export const postFavoriteStore = (data: FavoriteItem[]): Promise<ApiReply<unknown>> =>
  apiPost('/arks/web/member-games/favorite/store', { data });
/** POST /v3/game_list: the game types with their providers. */
export const postGameList = <T = unknown>(body: GameListPayload): Promise<ApiReply<T>> =>
  apiRead('/v3/game_list', body);
/** POST /v2/get_tag_game_list -> info. */
export const postTagGameList = <T = unknown>(body: TagGameListPayload): Promise<ApiReply<{ info: T }>> =>
  apiRead('/v2/get_tag_game_list', body);
/** POST /v2/game_label -> list, main. */
export const postGameLabel = <G = GameEntry>(body: GameLabelPayload): Promise<ApiReply<GameLabelResult<G>>> =>
  apiRead('/v2/game_label', body);
/** POST /v2/get_template_game_list. */
export const postTemplateGameList = <T = unknown>(body: TemplateGameListPayload): Promise<ApiReply<T>> =>
  apiRead('/v2/get_template_game_list', body);
/** POST /v2/get_jackpot {currency}. */
export const postJackpot = (currency: string): Promise<ApiReply<Jackpot>> =>
  apiRead('/v2/get_jackpot', { currency });
/** POST sport-quickbet-url -> detail.url, detail.gp_id. */
export const postSportQuickBetUrl = (body: SportQuickBetPayload): Promise<ApiReply<SportQuickBet>> =>
  apiRead('/arks/web/game/sport-quickbet-url', body);
