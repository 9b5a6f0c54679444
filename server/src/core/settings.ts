import type Database from 'better-sqlite3';

export function getSetting(db: Database.Database, key: string, fallback = ''): string {
  const row = db.prepare('SELECT value FROM core_settings WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? fallback;
}

export function setSetting(db: Database.Database, key: string, value: string): void {
  db.prepare('INSERT INTO core_settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

/** Currencies open for registration. */
export function openCurrencies(db: Database.Database): string[] {
  return getSetting(db, 'currencies', 'BDT,USD').split(',').filter(Boolean);
}
