import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

interface Presence {
  /** How many page-wide overlays the host has mounted. */
  hosted: number;
  add(): () => void;
}

/** Whether the host mounts './auth-overlay'; the /register page carries its own only until it does. */
export const overlayPresence = createStore<Presence>()((set) => ({
  hosted: 0,
  add: () => {
    set((s) => ({ hosted: s.hosted + 1 }));
    return () => set((s) => ({ hosted: s.hosted - 1 }));
  },
}));

export const useHostedOverlays = (): number => useStore(overlayPresence, (s) => s.hosted);
