import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';

/** The header an operator names themself in; the console token says only that the caller may use the console. */
export const CONSOLE_OPERATOR_HEADER = 'x-console-operator';
/** Recorded for a publish whose caller named nobody (the console's publish calls predate the header). */
export const UNNAMED_OPERATOR = '(unnamed)';
const OPERATOR = /^[\p{L}\p{N}][\p{L}\p{N} ._@-]{0,63}$/u;
const SUMMARY_CHARS = 120;

export type AuditAction = 'publish' | 'unpublish' | 'republish' | 'delete';

export interface AuditEntry {
  id: number;
  at: string;
  operator: string;
  action: AuditAction;
  kind: string;
  item_id: number;
  summary: string;
}

/** The operator a console call names (trimmed, letters, digits, space, `._@-`, at most 64), or null. */
export function operatorOf(request: FastifyRequest): string | null {
  const raw = request.headers[CONSOLE_OPERATOR_HEADER];
  const name = typeof raw === 'string' ? raw.trim() : '';
  return OPERATOR.test(name) ? name : null;
}

/** What the item said, as plain text and short, kept in the trail after the item itself is deleted. */
export const auditSummary = (text: string): string =>
  text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, SUMMARY_CHARS);

/** Appends one line to the console's trail: who did what to which item, and when. */
export function recordAudit(
  db: Database.Database,
  entry: { operator: string; action: AuditAction; kind: string; itemId: number; summary: string },
  now = new Date(),
): void {
  db.prepare('INSERT INTO console_audit (at, operator, action, kind, item_id, summary) VALUES (?, ?, ?, ?, ?, ?)').run(
    now.toISOString(), entry.operator, entry.action, entry.kind, entry.itemId, auditSummary(entry.summary),
  );
}

/** The trail, newest first, optionally of one kind or one item. */
export function auditTrail(db: Database.Database, filter: { kind?: string; itemId?: number; limit: number }): AuditEntry[] {
  return db
    .prepare(
      `SELECT * FROM console_audit
        WHERE (? IS NULL OR kind = ?) AND (? IS NULL OR item_id = ?)
        ORDER BY id DESC LIMIT ?`,
    )
    .all(filter.kind ?? null, filter.kind ?? null, filter.itemId ?? null, filter.itemId ?? null, filter.limit) as AuditEntry[];
}
