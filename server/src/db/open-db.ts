import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** Opens (creating if needed) the SQLite file with WAL and foreign keys on. */
export function openDb(file: string): Database.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
