import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { BADGE_MAX } from '@mfp/shared';

/** Host-owned member data around the session: unread letters, recommend flag, service link, restore state. */
export interface MemberExtrasState {
  /** The stored token is being checked at startup (the auth middleware waits for it). */
  restoring: boolean;
  /** The startup check of the stored session is over (restored or not): a stored token no longer means "wait". */
  sessionChecked: boolean;
  unreadLetters: number;
  recommendEnabled: boolean;
  csLink: string | null;
  set(patch: Partial<Omit<MemberExtrasState, 'set' | 'reset'>>): void;
  reset(): void;
}

const memberPart = { unreadLetters: 0, recommendEnabled: false };

export const memberExtrasStore = createStore<MemberExtrasState>()((set) => ({
  restoring: false,
  sessionChecked: false,
  csLink: null,
  ...memberPart,
  set: (patch) => set(patch),
  reset: () => set(memberPart),
}));

export function useMemberExtras<U>(selector: (s: MemberExtrasState) => U): U {
  return useStore(memberExtrasStore, selector);
}

/** The letters badge: capped at 99 (spec 9), hidden at 0. */
export function badgeText(count: number, max = BADGE_MAX): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > max ? `${max}+` : String(Math.floor(count));
}
