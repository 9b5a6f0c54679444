import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Intent to use the auth layer (hover or focus on login/register): the overlay loads before the click. */
export const authIntentStore = createStore<{ wanted: boolean; want(): void }>()((set) => ({
  wanted: false,
  want: () => set({ wanted: true }),
}));

export const useAuthIntent = (): boolean => useStore(authIntentStore, (s) => s.wanted);
export const wantAuthOverlay = (): void => authIntentStore.getState().want();
