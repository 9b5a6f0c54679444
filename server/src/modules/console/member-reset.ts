import type Database from 'better-sqlite3';
import { SEED_MEMBERS } from '../../seed/core-seed';
import { DOWNLINE_SEEDS, MEMBER_BDT_WALLETS } from '../../seed/member-seed';

const SEEDED_CASH = new Map<number, number>([
  ...Object.values(SEED_MEMBERS).map((m) => [m.id, m.cash] as [number, number]),
  ...DOWNLINE_SEEDS.map((d, i) => [d.id, 500 + i * 250] as [number, number]),
]);

/** Seeded members with no bank account, who must bind one before a deposit: a reset unbinds them again. */
const SEEDED_WITHOUT_BANK = new Set<number>(
  Object.values(SEED_MEMBERS)
    .filter((m) => 'extra' in m && (m.extra as Record<string, unknown>).need_bank_account_deposit_verified === 1)
    .map((m) => m.id),
);

/** Puts a seeded member's money, wallets, letters, claims, play state and bank binding back to the seed. */
export function resetMember(db: Database.Database, memberId: number): boolean {
  const cash = SEEDED_CASH.get(memberId);
  if (cash === undefined) return false;
  db.transaction(() => {
    db.prepare("UPDATE members SET member_cash = ?, is_playing = 0, wallet_status = 1, updated_at = datetime('now') WHERE id = ?").run(cash, memberId);
    const wallets = memberId === SEED_MEMBERS.memberBdt.id ? MEMBER_BDT_WALLETS : {};
    db.prepare('UPDATE member_wallets SET balance = 0 WHERE member_id = ?').run(memberId);
    for (const [gp, balance] of Object.entries(wallets)) db.prepare('UPDATE member_wallets SET balance = ? WHERE member_id = ? AND gp_id = ?').run(balance, memberId, gp);
    db.prepare('UPDATE letters SET deleted_at = NULL WHERE member_id = ?').run(memberId);
    db.prepare('UPDATE letters SET is_read = CASE WHEN id IN (SELECT id FROM letters WHERE member_id = ? ORDER BY id LIMIT 2) THEN 1 ELSE 0 END WHERE member_id = ?').run(memberId, memberId);
    for (const table of ['red_envelope_claims', 'bulletin_hides', 'balance_get_back_log']) db.prepare(`DELETE FROM ${table} WHERE member_id = ?`).run(memberId);
    db.prepare('UPDATE game_sessions SET closed_at = ? WHERE member_id = ? AND closed_at IS NULL').run(new Date().toISOString(), memberId);
    if (SEEDED_WITHOUT_BANK.has(memberId)) {
      // An account a withdrawal names stays (its record needs it); the member must still bind one again.
      db.prepare('DELETE FROM bank_accounts WHERE member_id = ? AND id NOT IN (SELECT bank_account_id FROM withdrawals WHERE member_id = ?)').run(memberId, memberId);
      db.prepare("UPDATE members SET need_bank_account_deposit_verified = 1, updated_at = datetime('now') WHERE id = ?").run(memberId);
    }
  })();
  return true;
}
