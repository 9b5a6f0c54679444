import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/**
 * Whether the host mounted the lobby's page-wide layer (./lobby-overlay). The app and the overlay
 * share this module (one remote container), so the app shows its own notice line only while the
 * overlay is absent (a host on an older contract, or the overlay failed): never two.
 */
export const overlayMountedStore = createStore<{ count: number }>()(() => ({ count: 0 }));

export const markOverlayMounted = (): (() => void) => {
  overlayMountedStore.setState((s) => ({ count: s.count + 1 }));
  return () => overlayMountedStore.setState((s) => ({ count: s.count - 1 }));
};

export const useOverlayMounted = (): boolean => useStore(overlayMountedStore, (s) => s.count > 0);
