import {
  postGameLabel,
  postGameList,
  postLastPlayingGame,
  selectIsLoggedIn,
  useSessionStore,
} from '@mfp/shared';
import { useAsync } from '../../../common/use-async';
import { useSiteContext } from '../../../common/site-context';
import type { GameItem, GameLabelMain, HallEntry, ProviderEntry } from '../../../common/types';

/** The halls with their providers (v3/game_list). */
export function useGameList() {
  const ctx = useSiteContext();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  return useAsync(`list:${ctx.currency}:${ctx.supportDevice}:${ctx.template}:${loggedIn}`, async () =>
    (
      await postGameList<HallEntry[]>({
        currency: ctx.currency,
        site_id: ctx.siteId,
        support_device: ctx.supportDevice,
        template: ctx.template,
      })
    ).data ?? [],
  );
}

/** One provider's games with its label tabs (v2/game_label); gp_id 'Popular' gives the popular page. */
export function useProviderGames(gpId: string | null, gtId: number, house: string) {
  const ctx = useSiteContext();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  return useAsync(gpId ? `label:${gpId}:${gtId}:${house}:${ctx.currency}:${ctx.device}:${loggedIn}` : null, async () => {
    const reply = await postGameLabel<GameItem>({
      site_id: ctx.siteId,
      currency: ctx.currency,
      device: ctx.device,
      gp_id: gpId ?? '',
      game_type_id: gtId,
      house,
    });
    return { list: reply.data?.list ?? [], main: (reply.data?.main ?? null) as GameLabelMain | null };
  });
}

/** Every game of a hall's active providers (for search, last played and favourites across providers). */
export function useHallGames(providers: readonly ProviderEntry[] | null, gtId: number, enabled: boolean) {
  const ctx = useSiteContext();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const active = (providers ?? []).filter((p) => p.is_active !== 0);
  const key = enabled && providers ? `hall:${gtId}:${active.map((p) => p.gp_id).join(',')}:${ctx.currency}:${ctx.device}:${loggedIn}` : null;
  return useAsync(key, async () => {
    const lists = await Promise.all(
      active.map((p) =>
        postGameLabel<GameItem>({
          site_id: ctx.siteId,
          currency: ctx.currency,
          device: ctx.device,
          gp_id: p.gp_id,
          game_type_id: gtId,
          house: p.house,
        }).then((r) => r.data?.list ?? []),
      ),
    );
    return lists.flat();
  });
}

/** The ids of the games the member played last, newest first. */
export function useLastPlayed(enabled: boolean) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  return useAsync(enabled && loggedIn ? 'last' : null, async () => (await postLastPlayingGame()).data ?? []);
}

/** The games of `games` in the order of `ids` (last played). */
export function orderByIds<G extends { id: number }>(games: readonly G[], ids: readonly (number | string)[]): G[] {
  const byId = new Map(games.map((g) => [g.id, g]));
  return ids.map((id) => byId.get(Number(id))).filter((g): g is G => g !== undefined);
}
