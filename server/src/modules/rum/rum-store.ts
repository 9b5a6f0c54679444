import type Database from 'better-sqlite3';
import { RUM_SESSIONS_PER_CLIENT, versionStats, type RemoteName, type RumBeacon, type RumVersionStats } from '@mfp/shared/contracts';

/** Stores a checked beacon of `client` (rumClientKey): one row per page view, one per remote on it, in one transaction. */
export function storeBeacon(db: Database.Database, beacon: RumBeacon, client: string, now = Date.now()): void {
  const view = db.prepare(
    'INSERT INTO rum_views (received_at, session_id, client, path, viewed_at, lcp, inp, cls, ttfb) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const remote = db.prepare(
    'INSERT INTO rum_remotes (view_id, remote, version, load_failures, render_errors, retries) VALUES (?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const v of beacon.views) {
      const { lastInsertRowid } = view.run(
        now,
        beacon.sessionId,
        client,
        v.path,
        v.at,
        v.vitals.lcp ?? null,
        v.vitals.inp ?? null,
        v.vitals.cls ?? null,
        v.vitals.ttfb ?? null,
      );
      for (const r of v.remotes)
        remote.run(lastInsertRowid, r.remote, r.version, r.loadFailures, r.renderErrors, r.retries);
    }
  })();
}

interface Row {
  remote: RemoteName;
  version: string;
  session_id: string;
  client: string;
  failed: number;
  lcp: number | null;
  inp: number | null;
}

/**
 * Sessions, error rate, clients and p75 LCP/INP per remote and version, from every stored view (optionally since
 * `sinceMs`), each client counted with its first `maxSessionsPerClient` sessions at most (shared versionStats).
 */
export function rumSummary(db: Database.Database, sinceMs = 0, maxSessionsPerClient = RUM_SESSIONS_PER_CLIENT): RumVersionStats[] {
  const rows = db
    .prepare(
      `SELECT r.remote, r.version, v.session_id, v.client, (r.load_failures + r.render_errors > 0) AS failed, v.lcp, v.inp
         FROM rum_remotes r JOIN rum_views v ON v.id = r.view_id
        WHERE v.received_at >= ?
        ORDER BY r.remote, r.version, v.id`,
    )
    .all(sinceMs) as Row[];
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.remote}\u0000${row.version}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((g) =>
    versionStats(
      g[0]!.remote,
      g[0]!.version,
      g.map((r) => ({ sessionId: r.session_id, client: r.client, failed: r.failed === 1, lcp: r.lcp, inp: r.inp })),
      maxSessionsPerClient,
    ),
  );
}
