import type Database from 'better-sqlite3';
import type { ServerConfig } from '../core/deps';

/** One seed: runs once per database, recorded in the seeds table. */
export interface Seed {
  id: string;
  run(db: Database.Database, config: ServerConfig): void;
}

/** Runs every seed not yet recorded, each in a transaction. */
export function runSeeds(db: Database.Database, config: ServerConfig, seeds: readonly Seed[]): string[] {
  const done = new Set(db.prepare('SELECT id FROM seeds').all().map((r) => (r as { id: string }).id));
  const record = db.prepare('INSERT INTO seeds (id) VALUES (?)');
  const applied: string[] = [];
  for (const s of seeds) {
    if (done.has(s.id)) continue;
    db.transaction(() => {
      s.run(db, config);
      record.run(s.id);
    })();
    applied.push(s.id);
  }
  return applied;
}
