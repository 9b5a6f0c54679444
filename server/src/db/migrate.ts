import type Database from 'better-sqlite3';
import type { Migration } from './migration';

/** Applies, in order and each in a transaction, every migration not yet recorded in schema_migrations. */
export function runMigrations(db: Database.Database, migrations: readonly Migration[]): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL DEFAULT (datetime('now'))
  )`);
  const seen = new Set<string>();
  const done = new Set(
    db.prepare('SELECT id FROM schema_migrations').all().map((r) => (r as { id: string }).id),
  );
  const record = db.prepare('INSERT INTO schema_migrations (id) VALUES (?)');
  const applied: string[] = [];
  for (const m of migrations) {
    if (seen.has(m.id)) throw new Error(`duplicate migration id ${m.id}`);
    seen.add(m.id);
    if (done.has(m.id)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.id);
    })();
    applied.push(m.id);
  }
  return applied;
}
