import type { Migration } from '../migration';

/**
 * Each page view remembers the client that reported it (rum/client-key.ts: a keyed hash of its address, its
 * /64 for IPv6), so the summary can cap one client's sessions and count the distinct clients behind a verdict.
 */
const sql = `
ALTER TABLE rum_views ADD COLUMN client TEXT NOT NULL DEFAULT '';
`;

const migration: Migration = { id: '109-rum-clients', sql };
export default migration;
