import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { GameEntry } from '../types';

/** What a page needs to hand over to start a game (a game entry or a provider lobby). */
export type PlayableGame = Pick<GameEntry, 'gp_id' | 'game_type' | 'game_code' | 'gt_id'> &
  Partial<Pick<GameEntry, 'id' | 'house' | 'customized' | 'game_name' | 'gp_name'>>;

export interface PlayRequestOptions {
  /** Play money (visitors' demo games): no login, /demo/play instead of play1. */
  demo?: boolean;
}

/** One request to start a game; `seq` makes the same game asked twice two requests. */
export interface PlayRequest {
  seq: number;
  game: PlayableGame;
  demo: boolean;
}

export interface PlayRequestState {
  /** The request not yet taken by the play flow (mfe_games' game overlay). */
  pending: PlayRequest | null;
  requestPlay(game: PlayableGame, options?: PlayRequestOptions): void;
  /** Hands the pending request to the play flow once and clears it. */
  takePlayRequest(): PlayRequest | null;
}

let seq = 0;

/** Pages ask for a game here; the play flow layer the host mounts once runs it. */
export const playRequestStore = createStore<PlayRequestState>()((set, get) => ({
  pending: null,
  requestPlay: (game, options = {}) => {
    seq += 1;
    set({ pending: { seq, game, demo: options.demo === true } });
  },
  takePlayRequest: () => {
    const request = get().pending;
    if (request) set({ pending: null });
    return request;
  },
}));

/** Asks the play flow to start a game (shortcut for playRequestStore.getState().requestPlay). */
export function requestPlay(game: PlayableGame, options?: PlayRequestOptions): void {
  playRequestStore.getState().requestPlay(game, options);
}

/** Subscribes a component to a slice of the play-request state. */
export function usePlayRequestStore<U>(selector: (s: PlayRequestState) => U): U {
  return useStore(playRequestStore, selector);
}
