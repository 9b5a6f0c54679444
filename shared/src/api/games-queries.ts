import { queryOptions } from '@tanstack/react-query';
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
import { CONTENT_STALE_MS } from '../query/stale-times';
import type { Viewer } from '../query/viewer';

// Query options (TanStack Query): key [domain, call, vars, viewer], the call, how long its answer is fresh.
// The game calls answer a member differently (favourites, limits): the viewer is part of the key.

/** The halls with their providers (v3/game_list). */
export const gameListQuery = <T>(body: GameListPayload, viewer: Viewer) =>
  queryOptions({
    queryKey: ['games', 'gameList', body, viewer] as const,
    queryFn: async () => ((await postGameList<T[]>(body)).data ?? []) as T[],
    staleTime: CONTENT_STALE_MS,
  });
/** One provider's games with its label tabs (v2/game_label). */
export const gameLabelQuery = <G = GameEntry>(body: GameLabelPayload, viewer: Viewer) =>
  queryOptions({
    queryKey: ['games', 'gameLabel', body, viewer] as const,
    queryFn: async (): Promise<GameLabelResult<G>> => {
      const data = (await postGameLabel<G>(body)).data;
      return { ...data, list: data?.list ?? [], main: data?.main ?? null } as GameLabelResult<G>;
    },
    staleTime: CONTENT_STALE_MS,
  });
/** The ids of the games the member played last, newest first. */
export const lastPlayingGameQuery = () =>
  queryOptions({
    queryKey: ['games', 'lastPlayingGame', {}, 'member'] as const,
    queryFn: async () => (await postLastPlayingGame()).data ?? [],
    staleTime: 0,
  });
/** The demo games per type (demo/gt_games). */
export const demoGtGamesQuery = <G = GameEntry>(body: DemoTypeGamesPayload) =>
  queryOptions({
    queryKey: ['games', 'demoGtGames', body] as const,
    queryFn: async () => ((await postDemoGtGames<G>(body)).data ?? []) as G[],
    staleTime: CONTENT_STALE_MS,
  });
/** A provider's demo games (demo/gp_games). */
export const demoGpGamesQuery = <G = GameEntry>(body: DemoProviderGamesPayload) =>
  queryOptions({
    queryKey: ['games', 'demoGpGames', body] as const,
    queryFn: async () => ((await postDemoGpGames<G>(body)).data ?? []) as G[],
    staleTime: CONTENT_STALE_MS,
  });
/** The home game list by hall (v2/get_template_game_list). */
export const templateGameListQuery = <T>(body: TemplateGameListPayload, viewer: Viewer) =>
  queryOptions({
    queryKey: ['games', 'templateGameList', body, viewer] as const,
    queryFn: async () => ((await postTemplateGameList<T[]>(body)).data ?? []) as T[],
    staleTime: CONTENT_STALE_MS,
  });
/** A tag's games (v2/get_tag_game_list -> info). */
export const tagGameListQuery = <G>(body: TagGameListPayload, viewer: Viewer) =>
  queryOptions({
    queryKey: ['games', 'tagGameList', body, viewer] as const,
    queryFn: async () => ((await postTagGameList<G[]>(body)).data?.info ?? []) as G[],
    staleTime: CONTENT_STALE_MS,
  });
/** A hall's hot games (members only). */
export const hotGamesQuery = <G = GameEntry>(body: HotGamesPayload) =>
  queryOptions({
    queryKey: ['games', 'hotGames', body, 'member'] as const,
    queryFn: async () => ((await postHotGames<G>(body)).data ?? []) as G[],
    staleTime: CONTENT_STALE_MS,
  });
/** The jackpot total of a currency (v2/get_jackpot); the lobby refetches it every 30 s. */
export const jackpotQuery = (currency: string) =>
  queryOptions({
    queryKey: ['games', 'jackpot', { currency }] as const,
    queryFn: async () => (await postJackpot(currency)).data ?? null,
    staleTime: 0,
  });
