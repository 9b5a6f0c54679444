/** A value being loaded, and how to let go of it once it leaves the cache. */
export interface CachedLoad<T> {
  value: Promise<T>;
  forget(): void;
}

export interface VersionCache<T> {
  /** The value held under `key`, else (or when its load failed `retryAfterMs` ago) the one `load` starts. */
  get(key: string, load: () => CachedLoad<T>): Promise<T>;
  /** The keys held now, least recently used first. */
  keys(): string[];
}

interface Entry<T> extends CachedLoad<T> {
  failedAt?: number;
}

/**
 * A bounded cache of loaded versions, least recently used out first (each forgotten as it goes). A failed
 * load is kept for `retryAfterMs`, so a broken build is not fetched again on every request, then retried.
 */
export function createVersionCache<T>(maxEntries: number, retryAfterMs: number, now: () => number = Date.now): VersionCache<T> {
  const entries = new Map<string, Entry<T>>();
  const touch = (key: string, entry: Entry<T>): void => {
    entries.delete(key);
    entries.set(key, entry);
  };
  return {
    get(key, load) {
      const held = entries.get(key);
      if (held && (held.failedAt === undefined || now() - held.failedAt < retryAfterMs)) {
        touch(key, held);
        return held.value;
      }
      held?.forget();
      const entry: Entry<T> = load();
      entry.value.catch(() => {
        entry.failedAt = now();
      });
      touch(key, entry);
      for (const [old, oldEntry] of entries) {
        if (entries.size <= maxEntries) break;
        entries.delete(old);
        oldEntry.forget();
      }
      return entry.value;
    },
    keys: () => [...entries.keys()],
  };
}
