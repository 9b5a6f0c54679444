import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export interface BackupResult {
  file: string;
  bytes: number;
  members: number;
}

/**
 * Copies a live database with SQLite's online backup API: a consistent snapshot that includes what
 * still sits in the WAL, taken while the server keeps writing (copying mfp.sqlite alone would not).
 * The copy is checked (integrity_check) before it is reported.
 */
export async function backupDatabase(source: string, target: string): Promise<BackupResult> {
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`);
  const out = path.resolve(target);
  if (out === path.resolve(source)) throw new Error('the backup must not overwrite the database it copies');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(out);
  } finally {
    db.close();
  }
  const copy = new Database(out, { fileMustExist: true });
  try {
    // One self-contained file: no WAL or shared-memory file beside the copy.
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`backup failed its integrity check: ${String(check)}`);
    const members = (copy.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number }).n;
    return { file: out, bytes: fs.statSync(out).size, members };
  } finally {
    copy.close();
  }
}

/** Moves what the WAL holds into the database file without waiting for readers or writers. */
export function checkpoint(db: Database.Database): void {
  db.pragma('wal_checkpoint(PASSIVE)');
}
