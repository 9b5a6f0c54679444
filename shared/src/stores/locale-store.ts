import { createStore } from 'zustand/vanilla';
import { useSharedStore } from './server-snapshot';
import { DEFAULT_LOCALE, isSupportedLocale } from '../constants';
import { gameStore, selectIsPlaying } from './game-store';
import type { LocaleState } from './store-states';

export type { LocaleState, LocaleSwitchResult } from './store-states';


/** The one locale store. */
export const localeStore = createStore<LocaleState>()((set) => ({
  locale: DEFAULT_LOCALE,
  requestLocale: (locale) => {
    if (!isSupportedLocale(locale)) return { ok: false, reason: 'unsupported' };
    if (selectIsPlaying(gameStore.getState())) return { ok: false, reason: 'pg.err_is_playing' };
    set({ locale });
    return { ok: true };
  },
}));

/** Subscribes a component to a slice of the locale state; a server render reads its request's (RequestStoresContext). */
export function useLocaleStore<U>(selector: (s: LocaleState) => U): U {
  return useSharedStore(localeStore, 'locale', selector);
}
