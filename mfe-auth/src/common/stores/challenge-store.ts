import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Why a double validation is asked: a new device (107) or the withdraw password (802). */
export type ChallengeKind = 'device' | 'withdrawPassword';

interface ChallengeState {
  kind: ChallengeKind;
  account: string;
  set(kind: ChallengeKind, account: string): void;
}

/** The kind of the open double validation, so 802 shows the withdraw-password style. */
export const challengeStore = createStore<ChallengeState>()((set) => ({
  kind: 'device',
  account: '',
  set: (kind, account) => set({ kind, account }),
}));

export const useChallengeStore = <U,>(selector: (s: ChallengeState) => U): U => useStore(challengeStore, selector);
