import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { postFavoriteStore, type Flag } from '@mfp/shared';

export interface FavoriteState {
  /** The member's choices made on this page, over what the lists said (member_favorite). */
  overrides: Record<number, Flag>;
  /** Optimistic: flips at once, stores with favorite/store, rolls back on error. Resolves whether it stuck. */
  toggle(game: { id: number; member_favorite: Flag }): Promise<boolean>;
  reset(): void;
}

export const favoriteStore = createStore<FavoriteState>()((set, get) => ({
  overrides: {},
  toggle: async (game) => {
    const before = get().overrides[game.id];
    const current = before ?? game.member_favorite;
    const next: Flag = current === 1 ? 0 : 1;
    set((s) => ({ overrides: { ...s.overrides, [game.id]: next } }));
    try {
      await postFavoriteStore([{ game_id: game.id, status: next }]);
      return true;
    } catch {
      set((s) => {
        const overrides = { ...s.overrides };
        if (before === undefined) delete overrides[game.id];
        else overrides[game.id] = before;
        return { overrides };
      });
      return false;
    }
  },
  reset: () => set({ overrides: {} }),
}));

/** The favourite flag of a game as shown now. */
export function isFavorite(overrides: Record<number, Flag>, game: { id: number; member_favorite: Flag }): boolean {
  return (overrides[game.id] ?? game.member_favorite) === 1;
}

export function useFavoriteStore<U>(selector: (s: FavoriteState) => U): U {
  return useStore(favoriteStore, selector);
}
