import {
  postDemoGpGames,
  postDemoGtGames,
  postGameLabel,
  postGameList,
  postHotGames,
  postJackpot,
  postLastPlayingGame,
  postTagGameList,
  postTemplateGameList,
  type DemoProviderGamesPayload,
  type DemoTypeGamesPayload,
  type GameLabelPayload,
  type GameLabelResult,
  type GameListPayload,
  type HotGamesPayload,
  type TagGameListPayload,
  type TemplateGameListPayload,
} from './games';
import type { GameEntry } from '../types';
import { JACKPOT_REFRESH_MS } from '../constants/timers';
import { apiQuery, orEmpty } from '../query/api-query';
import { CONTENT_STALE_MS } from '../query/stale-times';
import type { Viewer } from '../query/viewer';

// The game calls answer a member differently (favourites, limits): the viewer is part of the key.

const gamesQuery = apiQuery('games');

/** The halls with their providers (v3/game_list). */
export const gameListQuery = <T>(body: GameListPayload, viewer: Viewer) =>
  gamesQuery(['gameList', body, viewer], () => postGameList<T[]>(body), CONTENT_STALE_MS, orEmpty);
/** One provider's games with its label tabs (v2/game_label). */
export const gameLabelQuery = <G = GameEntry>(body: GameLabelPayload, viewer: Viewer) =>
  gamesQuery(
    ['gameLabel', body, viewer],
    () => postGameLabel<G>(body),
    CONTENT_STALE_MS,
    (data): GameLabelResult<G> => ({ ...data, list: data?.list ?? [], main: data?.main ?? null }),
  );
/** The ids of the games the member played last, newest first. */
export const lastPlayingGameQuery = () =>
  gamesQuery(['lastPlayingGame', {}, 'member'], postLastPlayingGame, 0, orEmpty);
/** The demo games per type (demo/gt_games). */
export const demoGtGamesQuery = <G = GameEntry>(body: DemoTypeGamesPayload) =>
  gamesQuery(['demoGtGames', body], () => postDemoGtGames<G>(body), CONTENT_STALE_MS, orEmpty);
/** A provider's demo games (demo/gp_games). */
export const demoGpGamesQuery = <G = GameEntry>(body: DemoProviderGamesPayload) =>
  gamesQuery(['demoGpGames', body], () => postDemoGpGames<G>(body), CONTENT_STALE_MS, orEmpty);
/** The home game list by hall (v2/get_template_game_list). */
export const templateGameListQuery = <T>(body: TemplateGameListPayload, viewer: Viewer) =>
  gamesQuery(
    ['templateGameList', body, viewer],
    () => postTemplateGameList<T[]>(body),
    CONTENT_STALE_MS,
    orEmpty,
  );
/** A tag's games (v2/get_tag_game_list -> info). */
export const tagGameListQuery = <G>(body: TagGameListPayload, viewer: Viewer) =>
  gamesQuery(
    ['tagGameList', body, viewer],
    () => postTagGameList<G[]>(body),
    CONTENT_STALE_MS,
    (data) => (data?.info ?? []) as G[],
  );
/** A hall's hot games (members only). */
export const hotGamesQuery = <G = GameEntry>(body: HotGamesPayload) =>
  gamesQuery(['hotGames', body, 'member'], () => postHotGames<G>(body), CONTENT_STALE_MS, orEmpty);
/**
 * The jackpot total of a currency (v2/get_jackpot); the lobby refetches it every JACKPOT_REFRESH_MS, and a
 * reply that young (one the server rendered the page with) is not asked again on mount.
 */
export const jackpotQuery = (currency: string) =>
  gamesQuery(
    ['jackpot', { currency }],
    () => postJackpot(currency),
    JACKPOT_REFRESH_MS,
    (data) => data ?? null,
  );
