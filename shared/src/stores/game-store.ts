import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { QUITTING_CLEAR_MS } from '../constants';
import type { OpenMode } from '../flows/open-mode';
import type { PlayableGame } from './play-request-store';

/** The game open now: its key, how it opened, the game, and whether it is a demo (no leave call on quit). */
export interface RunningGame {
  key: string;
  mode: OpenMode;
  game: PlayableGame | null;
  demo: boolean;
}

export interface GameState {
  isStarting: boolean;
  isQuitting: boolean;
  /** Transfers are disabled (real-time code 957). */
  transferDisabled: boolean;
  modalVisible: boolean;
  url: string | null;
  openMode: OpenMode | null;
  /** Keys (flows/gameKey) of the games open now. */
  playingGames: string[];
  /** The game open now (the playing bar, the window watch, force quit), or null. */
  running: RunningGame | null;
  beginStart(): void;
  /** The game opened: record its url, mode and key, and the game itself. */
  started(key: string, url: string | null, mode: OpenMode, launch?: { game?: PlayableGame; demo?: boolean }): void;
  /** The start failed: reset the transient state. */
  startFailed(): void;
  /** Marks quitting; the flag clears by itself after 30 s (spec 4). */
  beginQuit(): void;
  /** The game closed. */
  quitted(key?: string): void;
  setTransferDisabled(disabled: boolean): void;
  setModalVisible(visible: boolean): void;
  reset(): void;
}

const initial = {
  isStarting: false,
  isQuitting: false,
  transferDisabled: false,
  modalVisible: false,
  url: null,
  openMode: null,
  playingGames: [] as string[],
  running: null as RunningGame | null,
};

let quittingTimer: ReturnType<typeof setTimeout> | undefined;
const clearQuittingTimer = (): void => {
  if (quittingTimer) clearTimeout(quittingTimer);
  quittingTimer = undefined;
};

/** The one game-state store. */
export const gameStore = createStore<GameState>()((set) => ({
  ...initial,
  beginStart: () => set({ isStarting: true }),
  started: (key, url, mode, launch = {}) =>
    set((s) => ({
      isStarting: false,
      url,
      openMode: mode,
      running: { key, mode, game: launch.game ?? null, demo: launch.demo ?? false },
      modalVisible: mode === 'modal',
      playingGames: s.playingGames.includes(key) ? s.playingGames : [...s.playingGames, key],
    })),
  startFailed: () => set({ isStarting: false, url: null, openMode: null, modalVisible: false }),
  beginQuit: () => {
    clearQuittingTimer();
    set({ isQuitting: true });
    quittingTimer = setTimeout(() => {
      quittingTimer = undefined;
      set({ isQuitting: false });
    }, QUITTING_CLEAR_MS);
  },
  quitted: (key) => {
    clearQuittingTimer();
    set((s) => ({
      isQuitting: false,
      url: null,
      openMode: null,
      modalVisible: false,
      running: key === undefined || s.running?.key === key ? null : s.running,
      playingGames: key === undefined ? [] : s.playingGames.filter((k) => k !== key),
    }));
  },
  setTransferDisabled: (transferDisabled) => set({ transferDisabled }),
  setModalVisible: (modalVisible) => set({ modalVisible }),
  reset: () => {
    clearQuittingTimer();
    set({ ...initial, playingGames: [], running: null });
  },
}));

/** True while any game is open. */
export const selectIsPlaying = (s: GameState): boolean => s.playingGames.length > 0;

/** Subscribes a component to a slice of the game state. */
export function useGameStore<U>(selector: (s: GameState) => U): U {
  return useStore(gameStore, selector);
}
