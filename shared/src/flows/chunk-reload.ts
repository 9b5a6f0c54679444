import { CHUNK_RELOAD_GUARD_MS } from '../constants';

/** The minimal Storage this guard needs (sessionStorage in the browser: it survives the reload). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const KEY = 'chunk-reload-at';

/** True when an error is a failed chunk (script or CSS) load after a deploy. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /loading (css )?chunk [\w-]+ failed|failed to fetch dynamically imported module|importing a module script failed/i.test(
      error.message,
    )
  );
}

/** Reloads once per path within 10 s (spec 4): returns true when it called reload. */
export function reloadOnChunkError(
  path: string,
  deps: { store: KeyValueStore; reload: () => void; now?: () => number },
): boolean {
  const now = (deps.now ?? Date.now)();
  let seen: Record<string, number> = {};
  try {
    seen = JSON.parse(deps.store.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    seen = {};
  }
  const last = seen[path];
  if (typeof last === 'number' && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  seen[path] = now;
  deps.store.setItem(KEY, JSON.stringify(seen));
  deps.reload();
  return true;
}
