import type { GameName } from '@mfp/shared';

/** Every name a game has (all languages), lower-cased, for search in both languages. */
function names(name: GameName): string[] {
  if (typeof name === 'string') return [name.toLowerCase()];
  return Object.values(name)
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.toLowerCase());
}

/** Games whose name in any language contains the query (case-insensitive, trimmed); all games for an empty query. */
export function searchGames<G extends { game_name: GameName }>(games: readonly G[], query: string): G[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...games];
  return games.filter((g) => names(g.game_name).some((n) => n.includes(q)));
}
