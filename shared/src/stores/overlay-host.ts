import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

interface OverlayHostState {
  /** Whether the host mounts the auth remote's page-wide layer ('./auth-overlay') whenever an auth box opens. */
  authOverlay: boolean;
}

/**
 * What the host says of the page-wide layers it mounts. A remote page that would carry its own boxes (the
 * /register page's login and password boxes) leaves them to the host's layer when the host has one: otherwise
 * the page's copy of a box opens first and the layer's copy replaces it when it loads, losing what was typed.
 */
export const overlayHostStore = createStore<OverlayHostState>()(() => ({ authOverlay: false }));

/** The host announces its auth layer; the returned function withdraws it. */
export const announceAuthOverlay = (): (() => void) => {
  overlayHostStore.setState({ authOverlay: true });
  return () => overlayHostStore.setState({ authOverlay: false });
};

export const useAuthOverlayHosted = (): boolean => useStore(overlayHostStore, (s) => s.authOverlay);
