import { createStore } from 'zustand/vanilla';
import { useSharedStore } from './server-snapshot';
import type { LayoutState } from './store-states';
import { DESKTOP_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from '../constants';

export type { LayoutState } from './store-states';


/** Desktop mode: width >= 992, or the desktop lock unless web_debug is set (spec 2). */
export function computeIsDesktop(width: number, desktopLock: boolean, webDebug: boolean): boolean {
  return (desktopLock && !webDebug) || width >= DESKTOP_BREAKPOINT_PX;
}

const startWidth = typeof window === 'undefined' ? DESKTOP_BREAKPOINT_PX : window.innerWidth;

/** The one layout store. */
export const layoutStore = createStore<LayoutState>()((set, get) => ({
  width: startWidth,
  isDesktop: computeIsDesktop(startWidth, false, false),
  desktopLock: false,
  webDebug: false,
  setWidth: (width) => set({ width, isDesktop: computeIsDesktop(width, get().desktopLock, get().webDebug) }),
  configure: (o) => {
    const desktopLock = o.desktopLock ?? get().desktopLock;
    const webDebug = o.webDebug ?? get().webDebug;
    set({ desktopLock, webDebug, isDesktop: computeIsDesktop(get().width, desktopLock, webDebug) });
  },
}));

/** Follows the window width, debounced 1000 ms (spec 2). Returns the dispose function. */
export function watchLayout(win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = (): void => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => layoutStore.getState().setWidth(win.innerWidth), RESIZE_DEBOUNCE_MS);
  };
  layoutStore.getState().setWidth(win.innerWidth);
  win.addEventListener('resize', onResize);
  return () => {
    if (timer) clearTimeout(timer);
    win.removeEventListener('resize', onResize);
  };
}

/** Desktop layout (spec 2), a stable selector for useLayoutStore. */
export const selectIsDesktop = (s: LayoutState): boolean => s.isDesktop;

/** Subscribes a component to a slice of the layout state; a server render reads its request's (RequestStoresContext). */
export function useLayoutStore<U>(selector: (s: LayoutState) => U): U {
  return useSharedStore(layoutStore, 'layout', selector);
}
