import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ServerDeps } from '../../core/deps';
import { verifyPassword } from '../../core/passwords';
import { fail, ok } from '../../core/reply';
import { currentMember } from '../../core/session';
import { Amount, DateText } from '../content/common-schemas';
import { RangeBody, readRange } from '../member-center/records';
import { addMainCash, mainCash, money, publishMemberCash } from '../member/wallet';
import { PagingBody, pageOf, requireActiveAgent } from './agent-routes';
import { AGENT_CODES, SETTLEMENT_MONTHS, STRATIFIED_DEPTH } from './codes';
import { downlineLevels, performanceOf } from './downline';

const BASE = '/api/arks/web/agent';
const DAY = 86_400_000;

/** First day of the month `offset` months before `period` ('YYYY-MM'). */
function monthStart(period: string, offset = 0): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - offset, 1));
  return d.toISOString().slice(0, 10);
}

export function agentCenterRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const agent = requireActiveAgent(deps);

  r.post(`${BASE}/downline`, {
    onRequest: agent,
    schema: { tags: ['agent'], body: Type.Object({ ...PagingBody, member_account: Type.Optional(Type.String({ maxLength: 32 })), start_date: Type.Optional(DateText), end_date: Type.Optional(DateText) }) },
  }, async (req) => {
    const me = currentMember(req);
    const { limit, offset } = pageOf(req.body);
    const like = `%${(req.body.member_account ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const from = req.body.start_date ?? '0000-01-01';
    const endMs = req.body.end_date ? Date.parse(req.body.end_date) : Number.NaN;
    if ((req.body.end_date && Number.isNaN(endMs)) || (req.body.start_date && Number.isNaN(Date.parse(from)))) return fail(AGENT_CODES.invalidDateRange, 'Invalid date range');
    const to = req.body.end_date ? new Date(endMs + DAY).toISOString().slice(0, 10) : '9999-12-31';
    const where = "FROM members m WHERE m.parent_agent_id = ? AND m.member_account LIKE ? ESCAPE '\\' AND m.created_at >= ? AND m.created_at < ?";
    const total = (deps.db.prepare(`SELECT COUNT(*) AS n ${where}`).get(me.id, like, from, to) as { n: number }).n;
    const list = deps.db
      .prepare(
        `SELECT m.id, m.member_account, m.member_currency, m.member_cash, m.is_agent, m.agent_active, m.agent_level, m.status,
           m.created_at AS register_at, m.last_login_at,
           (SELECT COALESCE(SUM(amount), 0) FROM deposits d WHERE d.member_id = m.id AND d.status = 1) AS deposit_total,
           (SELECT COALESCE(SUM(bet_amount), 0) FROM bet_records b WHERE b.member_id = m.id) AS bet_total,
           (SELECT COUNT(*) FROM members c WHERE c.parent_agent_id = m.id) AS downline_count
         ${where} ORDER BY m.id DESC LIMIT ? OFFSET ?`,
      )
      .all(me.id, like, from, to, limit, offset);
    return ok({ list, total_count: total });
  });

  r.post(`${BASE}/promotion`, { onRequest: agent, schema: { tags: ['agent'] } }, async (req) => {
    const me = currentMember(req);
    const domains = (deps.db.prepare('SELECT host FROM agent_domains WHERE agent_id = ? ORDER BY host').all(me.id) as { host: string }[]).map((d) => d.host);
    return ok({
      agent_id: me.id,
      currency: me.member_currency,
      register_path: `/register?id=${me.id}&currency=${me.member_currency}`,
      agent_domains: domains.map((host) => ({ host, url: `http://${host}/` })),
    });
  });

  r.post(`${BASE}/operation`, { onRequest: agent, schema: { tags: ['agent'], body: Type.Object(RangeBody) } }, async (req) => {
    const range = readRange(req.body);
    if (!range) return fail(AGENT_CODES.invalidDateRange, 'Invalid date range');
    const me = currentMember(req);
    const ids = JSON.stringify(downlineLevels(deps.db, me.id, 1).map((d) => d.id));
    const perDay = (sql: string) =>
      new Map((deps.db.prepare(sql).all(ids, range.from, range.to) as { day: string; v: number; w?: number }[]).map((x) => [x.day, x]));
    const newMembers = perDay('SELECT substr(created_at, 1, 10) AS day, COUNT(*) AS v FROM members WHERE id IN (SELECT value FROM json_each(?)) AND created_at >= ? AND created_at < ? GROUP BY day');
    const deposits = perDay('SELECT substr(created_at, 1, 10) AS day, SUM(amount) AS v FROM deposits WHERE status = 1 AND member_id IN (SELECT value FROM json_each(?)) AND created_at >= ? AND created_at < ? GROUP BY day');
    const withdrawals = perDay('SELECT substr(created_at, 1, 10) AS day, SUM(amount) AS v FROM withdrawals WHERE status = 1 AND member_id IN (SELECT value FROM json_each(?)) AND created_at >= ? AND created_at < ? GROUP BY day');
    const bets = perDay('SELECT substr(created_at, 1, 10) AS day, SUM(bet_amount) AS v, SUM(payout) AS w FROM bet_records WHERE member_id IN (SELECT value FROM json_each(?)) AND created_at >= ? AND created_at < ? GROUP BY day');
    const days = [...new Set([...newMembers.keys(), ...deposits.keys(), ...withdrawals.keys(), ...bets.keys()])].sort().reverse();
    const list = days.map((day) => {
      const bet = bets.get(day);
      return {
        date: day,
        new_members: newMembers.get(day)?.v ?? 0,
        deposit_amount: money(deposits.get(day)?.v ?? 0),
        withdrawal_amount: money(withdrawals.get(day)?.v ?? 0),
        bet_amount: money(bet?.v ?? 0),
        win_loss: money((bet?.v ?? 0) - (bet?.w ?? 0)),
      };
    });
    const sum = (k: 'new_members' | 'deposit_amount' | 'withdrawal_amount' | 'bet_amount' | 'win_loss') => money(list.reduce((a, x) => a + x[k], 0));
    return ok({
      list,
      total: { new_members: sum('new_members'), deposit_amount: sum('deposit_amount'), withdrawal_amount: sum('withdrawal_amount'), bet_amount: sum('bet_amount'), win_loss: sum('win_loss') },
    });
  });

  r.post(`${BASE}/stratified`, { onRequest: agent, schema: { tags: ['agent'], body: Type.Object(RangeBody) } }, async (req) => {
    const range = readRange(req.body);
    if (!range) return fail(AGENT_CODES.invalidDateRange, 'Invalid date range');
    const tree = downlineLevels(deps.db, currentMember(req).id, STRATIFIED_DEPTH);
    const list = [];
    for (let level = 1; level <= STRATIFIED_DEPTH; level += 1) {
      const ids = tree.filter((t) => t.level === level).map((t) => t.id);
      if (ids.length === 0) break;
      list.push({ level, ...performanceOf(deps.db, ids, range.from, range.to) });
    }
    return ok({ list });
  });

  r.post(`${BASE}/transfer`, {
    onRequest: agent,
    schema: { tags: ['agent'], body: Type.Object({ member_account: Type.String({ minLength: 1, maxLength: 32 }), amount: Amount, withdraw_password: Type.String({ maxLength: 32 }) }) },
  }, async (req) => {
    const me = currentMember(req);
    const b = req.body;
    if (b.member_account.toLowerCase() === me.member_account.toLowerCase()) return fail(AGENT_CODES.selfTransfer, 'Cannot transfer to yourself');
    const target = deps.db.prepare('SELECT id, member_account, member_currency FROM members WHERE member_account = ? AND parent_agent_id = ?').get(b.member_account, me.id) as
      | { id: number; member_account: string; member_currency: string } | undefined;
    if (!target) return fail(AGENT_CODES.notInDownline, 'Member not found in your downline');
    if (!me.withdraw_password_hash) return fail(AGENT_CODES.withdrawPasswordNotSet, 'Please set a withdraw password first');
    if (!verifyPassword(b.withdraw_password, me.withdraw_password_hash)) return fail(AGENT_CODES.withdrawPasswordWrong, 'Withdraw password is wrong');
    if (b.amount > mainCash(deps.db, me.id)) return fail(AGENT_CODES.insufficientBalance, 'Insufficient balance');
    const amount = money(b.amount);
    const now = new Date().toISOString();
    deps.db.transaction(() => {
      addMainCash(deps.db, me.id, -amount);
      addMainCash(deps.db, target.id, amount);
      const rec = deps.db.prepare('INSERT INTO transfers (member_id, from_wallet, to_wallet, amount, kind, created_at) VALUES (?, ?, ?, ?, ?, ?)');
      rec.run(me.id, 'main', `member:${target.member_account}`, amount, 'agent_out', now);
      rec.run(target.id, `agent:${me.member_account}`, 'main', amount, 'agent_in', now);
    })();
    await publishMemberCash(deps, me.id);
    await publishMemberCash(deps, target.id);
    return ok({ member_account: target.member_account, amount, member_cash: mainCash(deps.db, me.id) });
  });

  r.post(`${BASE}/settlement`, {
    onRequest: agent,
    schema: { tags: ['agent'], body: Type.Object({ period: Type.Optional(Type.String({ maxLength: 16 })) }) },
  }, async (req) => {
    const me = currentMember(req);
    const current = new Date().toISOString().slice(0, 7);
    const period = req.body.period ?? current;
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(period) || period > current) return fail(AGENT_CODES.invalidPeriod, 'Invalid period (YYYY-MM)');
    const months = req.body.period ? 1 : SETTLEMENT_MONTHS;
    const ids = downlineLevels(deps.db, me.id, 1).map((d) => d.id);
    const plans = deps.db.prepare('SELECT level, min_active_members, min_profit, commission_rate FROM agent_plans WHERE currency = ? ORDER BY level').all(me.member_currency) as {
      level: number; min_active_members: number; min_profit: number; commission_rate: number;
    }[];
    const list = [];
    for (let i = 0; i < months; i += 1) {
      const from = monthStart(period, i);
      const to = monthStart(period, i - 1);
      const perf = performanceOf(deps.db, ids, from, to);
      const plan = [...plans].reverse().find((p) => perf.active_members >= p.min_active_members && perf.win_loss >= p.min_profit);
      const rate = plan?.commission_rate ?? 0;
      list.push({
        period: from.slice(0, 7),
        ...perf,
        plan_level: plan?.level ?? 0,
        commission_rate: rate,
        commission: money(Math.max(0, perf.win_loss) * rate),
        status: from.slice(0, 7) === current ? 0 : 1,
      });
    }
    return ok({ list });
  });
}
