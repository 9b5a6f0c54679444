import type Database from 'better-sqlite3';

export interface BuildRow { id: string; created_at: string; manifest: string }

export function latestBuild(db: Database.Database): BuildRow | undefined {
  return db.prepare('SELECT * FROM build_versions ORDER BY rowid DESC LIMIT 1').get() as BuildRow | undefined;
}

/** The manifest of a build as the front-end reads it. */
export function manifestOf(b: BuildRow) {
  let extra: Record<string, unknown> = {};
  try {
    extra = JSON.parse(b.manifest) as Record<string, unknown>;
  } catch {
    // A hand-edited manifest that is not JSON still answers its id.
  }
  return { redirects: [], prerendered: [], ...extra, id: b.id, timestamp: Date.parse(b.created_at) };
}

/** Announces a new build: the next id after the latest one. */
export function bumpBuild(db: Database.Database, manifest: Record<string, unknown> = {}): BuildRow {
  const count = (db.prepare('SELECT COUNT(*) AS n FROM build_versions').get() as { n: number }).n;
  const id = `build-${count + 1}-${Date.now().toString(36)}`;
  const row = { id, created_at: new Date().toISOString(), manifest: JSON.stringify({ ...manifest, id }) };
  db.prepare('INSERT INTO build_versions (id, created_at, manifest) VALUES (?, ?, ?)').run(row.id, row.created_at, row.manifest);
  return row;
}
