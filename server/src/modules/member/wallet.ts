import type Database from 'better-sqlite3';
import type { ServerDeps } from '../../core/deps';
import { CHANNELS } from '../../realtime/channels';
import { REALTIME_EVENTS } from '../../realtime/events';

/** Money is kept to 2 decimals; every sum goes through this. */
export const money = (n: number): number => Math.round(n * 100) / 100;

export const MAIN_WALLET = 'main';

export function mainCash(db: Database.Database, memberId: number): number {
  const row = db.prepare('SELECT member_cash FROM members WHERE id = ?').get(memberId) as { member_cash: number } | undefined;
  return row ? money(row.member_cash) : 0;
}

export function addMainCash(db: Database.Database, memberId: number, delta: number): void {
  db.prepare("UPDATE members SET member_cash = ROUND(member_cash + ?, 2), updated_at = datetime('now') WHERE id = ?").run(money(delta), memberId);
}

export function providerBalance(db: Database.Database, memberId: number, gpId: string): number {
  const row = db.prepare('SELECT balance FROM member_wallets WHERE member_id = ? AND gp_id = ?').get(memberId, gpId) as { balance: number } | undefined;
  return row ? money(row.balance) : 0;
}

export function addProviderBalance(db: Database.Database, memberId: number, gpId: string, delta: number): void {
  db.prepare(
    `INSERT INTO member_wallets (member_id, gp_id, balance) VALUES (?, ?, ROUND(?, 2))
     ON CONFLICT (member_id, gp_id) DO UPDATE SET balance = ROUND(balance + excluded.balance, 2)`,
  ).run(memberId, gpId, money(delta));
}

export function providerTotal(db: Database.Database, memberId: number): number {
  const row = db.prepare('SELECT COALESCE(SUM(balance), 0) AS total FROM member_wallets WHERE member_id = ?').get(memberId) as { total: number };
  return money(row.total);
}

/** Moves money between the main wallet and a provider wallet (or back), recording the transfer. */
export function moveMoney(db: Database.Database, memberId: number, from: string, to: string, amount: number, kind = 'wallet'): void {
  const value = money(amount);
  if (from === MAIN_WALLET) addMainCash(db, memberId, -value);
  else addProviderBalance(db, memberId, from, -value);
  if (to === MAIN_WALLET) addMainCash(db, memberId, value);
  else addProviderBalance(db, memberId, to, value);
  db.prepare('INSERT INTO transfers (member_id, from_wallet, to_wallet, amount, kind, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(memberId, from, to, value, kind, new Date().toISOString());
}

/** The member-cash payload: main wallet, provider total and their sum. */
export function cashSnapshot(db: Database.Database, memberId: number) {
  const member_cash = mainCash(db, memberId);
  const provider_total = providerTotal(db, memberId);
  return { member_cash, provider_total, total: money(member_cash + provider_total) };
}

/** Publishes `member-cash` on the member's private channel after a balance change. */
export function publishMemberCash(deps: ServerDeps, memberId: number, extra: Record<string, unknown> = {}): Promise<void> {
  return deps.broadcaster.publish(CHANNELS.member(memberId), REALTIME_EVENTS.memberCash, { ...cashSnapshot(deps.db, memberId), ...extra });
}

/** Publishes an event on the member's private channel. */
export function publishToMember(deps: ServerDeps, memberId: number, event: string, payload: unknown): Promise<void> {
  return deps.broadcaster.publish(CHANNELS.member(memberId), event, payload);
}
