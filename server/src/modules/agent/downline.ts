import type Database from 'better-sqlite3';

/** Members under an agent with their level (1 = direct), up to `depth` levels. */
export function downlineLevels(db: Database.Database, agentId: number, depth: number): { id: number; level: number }[] {
  return db
    .prepare(
      `WITH RECURSIVE tree(id, level) AS (
         SELECT id, 1 FROM members WHERE parent_agent_id = ?
         UNION ALL
         SELECT m.id, t.level + 1 FROM members m JOIN tree t ON m.parent_agent_id = t.id WHERE t.level < ?
       ) SELECT id, level FROM tree`,
    )
    .all(agentId, depth) as { id: number; level: number }[];
}

export interface Performance { members: number; active_members: number; bet_amount: number; payout: number; win_loss: number }

/** Bets of a set of members in [from, to): win_loss is the house result (bets minus payouts). */
export function performanceOf(db: Database.Database, memberIds: number[], from: string, to: string): Performance {
  if (memberIds.length === 0) return { members: 0, active_members: 0, bet_amount: 0, payout: 0, win_loss: 0 };
  const row = db
    .prepare(
      `SELECT COUNT(DISTINCT member_id) AS active, COALESCE(SUM(bet_amount), 0) AS bet, COALESCE(SUM(payout), 0) AS payout
       FROM bet_records WHERE member_id IN (SELECT value FROM json_each(?)) AND created_at >= ? AND created_at < ?`,
    )
    .get(JSON.stringify(memberIds), from, to) as { active: number; bet: number; payout: number };
  const r2 = (n: number) => Math.round(n * 100) / 100;
  return { members: memberIds.length, active_members: row.active, bet_amount: r2(row.bet), payout: r2(row.payout), win_loss: r2(row.bet - row.payout) };
}
