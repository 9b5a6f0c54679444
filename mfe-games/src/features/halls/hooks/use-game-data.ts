import { useQueries, useQuery } from '@tanstack/react-query';
import {
  gameLabelQuery,
  gameListQuery,
  lastPlayingGameQuery,
  selectIsLoggedIn,
  useSessionStore,
  viewerOf,
} from '@mfp/shared';
import { useSiteContext } from '../../../common/site-context';
import type { GameItem, GameLabelMain, HallEntry, ProviderEntry } from '../../../common/types';

/** The halls with their providers (v3/game_list). */
export function useGameList() {
  const ctx = useSiteContext();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  return useQuery(
    gameListQuery<HallEntry>(
      { currency: ctx.currency, site_id: ctx.siteId, support_device: ctx.supportDevice, template: ctx.template },
      viewerOf(loggedIn),
    ),
  );
}

/** One provider's games with its label tabs (v2/game_label); gp_id 'Popular' gives the popular page. */
export function useProviderGames(gpId: string | null, gtId: number, house: string) {
  const ctx = useSiteContext();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  return useQuery({
    ...gameLabelQuery<GameItem>(
      { site_id: ctx.siteId, currency: ctx.currency, device: ctx.device, gp_id: gpId ?? '', game_type_id: gtId, house },
      viewerOf(loggedIn),
    ),
    enabled: gpId !== null && gpId !== '',
    select: (r) => ({ list: r.list, main: (r.main ?? null) as GameLabelMain | null }),
  });
}

/**
 * Every game of a hall's active providers (for search, last played and favourites across providers): one
 * query per provider, the same ones a provider page uses, so a provider seen on both is asked once.
 */
export function useHallGames(providers: readonly ProviderEntry[] | null, gtId: number, enabled: boolean) {
  const ctx = useSiteContext();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const active = (providers ?? []).filter((p) => p.is_active !== 0);
  return useQueries({
    queries: active.map((p) => ({
      ...gameLabelQuery<GameItem>(
        { site_id: ctx.siteId, currency: ctx.currency, device: ctx.device, gp_id: p.gp_id, game_type_id: gtId, house: p.house },
        viewerOf(loggedIn),
      ),
      enabled: enabled && providers !== null,
    })),
    combine: (results) => {
      const failed = results.find((r) => r.error);
      const done = results.every((r) => r.data !== undefined);
      return {
        data: done && providers !== null ? results.flatMap((r) => r.data?.list ?? []) : undefined,
        error: failed?.error ?? null,
        isPending: !done,
        fetchStatus: results.some((r) => r.fetchStatus === 'fetching') ? 'fetching' : 'idle',
        refetch: () => Promise.all(results.map((r) => r.refetch())),
      };
    },
  });
}

/** The ids of the games the member played last, newest first. */
export function useLastPlayed(enabled: boolean) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  return useQuery({ ...lastPlayingGameQuery(), enabled: enabled && loggedIn });
}

/** The games of `games` in the order of `ids` (last played). */
export function orderByIds<G extends { id: number }>(games: readonly G[], ids: readonly (number | string)[]): G[] {
  const byId = new Map(games.map((g) => [g.id, g]));
  return ids.map((id) => byId.get(Number(id))).filter((g): g is G => g !== undefined);
}
