import { afterFirstView } from '../federation/idle-preload';

/** The host's service worker (tooling/service-worker.ts writes it at the site root of production builds). */
export const SERVICE_WORKER_URL = '/sw.js';

type SwWindow = Pick<Window, 'navigator' | 'performance'>;

/** The files the page loaded, once each: the worker's routes decide which of them it keeps. */
export const loadedUrls = (perf: Pick<Performance, 'getEntriesByType'>): string[] => [...new Set(perf.getEntriesByType('resource').map((e) => e.name))];

/**
 * Registers the service worker once the first view is done (production only: the dev server has none),
 * so it never competes with the first view. On a first visit the page was not yet under the worker: what
 * it loaded is handed to it (Workbox's CACHE_URLS message) so the next visit, or a visit while a remote's
 * origin is down, already finds the remotes' files in its caches.
 */
export function registerServiceWorker(win: SwWindow = window, production = process.env.NODE_ENV === 'production'): void {
  if (!production || !('serviceWorker' in win.navigator)) return;
  const firstVisit = !win.navigator.serviceWorker.controller;
  afterFirstView(() => void register(win, firstVisit));
}

async function register(win: SwWindow, firstVisit: boolean): Promise<void> {
  try {
    const container = win.navigator.serviceWorker;
    await container.register(SERVICE_WORKER_URL, { scope: '/' });
    if (!firstVisit) return;
    const registration = await container.ready;
    registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls(win.performance) } });
  } catch (error) {
    // A browser that refuses workers (private mode, a blocked origin) runs the site as before.
    console.warn('[mfp] service worker not registered', error);
  }
}
