export interface VersionCache<T> {
  /** The value held under `key`, else (or when its load failed `retryAfterMs` ago) the one `load` starts. */
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** The keys held now, least recently used first. */
  keys(): string[];
}

interface Entry<T> {
  value: Promise<T>;
  failedAt?: number;
}

/**
 * A bounded cache of loaded versions, least recently used out first. A failed load is kept for
 * `retryAfterMs`, so a broken build is not fetched again on every request, then retried.
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
      const entry: Entry<T> = { value: load() };
      entry.value.catch(() => {
        entry.failedAt = now();
      });
      touch(key, entry);
      for (const old of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(old);
      }
      return entry.value;
    },
    keys: () => [...entries.keys()],
  };
}
