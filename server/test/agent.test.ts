import { SEED_MEMBERS, SEED_WITHDRAW_PASSWORD } from '../src/seed/core-seed';
import { post, serverForFile } from './helpers/start-server';
import { HOSTILE_STRINGS, memberPost } from './member-session';

const AGENT = SEED_MEMBERS.agentActive.id;
const A = '/api/arks/web/agent';
const s = serverForFile();

const cashOf = (id: number) => (s.deps.db.prepare('SELECT member_cash FROM members WHERE id = ?').get(id) as { member_cash: number }).member_cash;
const since = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);

test('plan and agreement are public', async () => {
  const plan = await post(s.baseUrl, `${A}/plan`, { currency: 'BDT' });
  expect(plan.body.data.list.map((p: any) => p.level)).toEqual([1, 2, 3, 4]);
  const agreement = await post(s.baseUrl, `${A}/agreement`, {}, { lang: 'bn_BD' });
  expect(agreement.body.data.content).toMatch(/[\u0980-\u09FF]/);
});

test('apply: a member becomes an inactive agent pending review; 302 when pending, 301 when already an active agent', async () => {
  const id = SEED_MEMBERS.memberUsd.id;
  const n = s.published.length;
  const r = await memberPost(s, id, `${A}/apply`, { contact: 'telegram @me' });
  expect(r.body).toEqual(expect.objectContaining({ code: 100, data: expect.objectContaining({ status: 0 }) }));
  expect(s.published.slice(n)).toContainEqual(expect.objectContaining({ channel: `private-member.${id}`, event: 'profile-updated' }));
  const layout = await memberPost(s, id, '/api/member/profile/common/layout');
  expect(layout.body.data).toEqual(expect.objectContaining({ is_agent: 1, agent_active: 0 }));
  expect((await memberPost(s, id, `${A}/apply`, {})).body.code).toBe(302);
  expect((await memberPost(s, AGENT, `${A}/apply`, {})).body.code).toBe(301);
});

test('center calls answer 303 for a member who is not an active agent, 401 without login', async () => {
  for (const p of ['downline', 'promotion', 'operation', 'stratified', 'transfer', 'settlement']) {
    expect((await memberPost(s, SEED_MEMBERS.agentInactive.id, `${A}/${p}`, {})).body.code).toBe(303);
    expect((await memberPost(s, SEED_MEMBERS.memberBdt.id, `${A}/${p}`, {})).body.code).toBe(303);
    expect((await post(s.baseUrl, `${A}/${p}`, {})).status).toBe(401);
  }
});

test('downline info: paging and search', async () => {
  const all = await memberPost(s, AGENT, `${A}/downline`, { page: 1, count: 100 });
  expect(all.body.data.total_count).toBe(9);
  const page = await memberPost(s, AGENT, `${A}/downline`, { page: 2, count: 4 });
  expect(page.body.data.list.length).toBe(4);
  expect(page.body.data.list[0].id).toBe(all.body.data.list[4].id);
  const search = await memberPost(s, AGENT, `${A}/downline`, { member_account: 'subagent' });
  expect((await memberPost(s, AGENT, `${A}/downline`, { end_date: '2024-13-45' })).body.code).toBe(310);
  expect(search.body.data.list).toEqual([expect.objectContaining({ member_account: 'subagent01', downline_count: 2, is_agent: 1 })]);
});

test('promotion link carries the agent id and the agent domain', async () => {
  const r = await memberPost(s, AGENT, `${A}/promotion`);
  expect(r.body.data).toEqual(expect.objectContaining({ agent_id: AGENT, register_path: `/register?id=${AGENT}&currency=BDT`, agent_domains: [{ host: 'agent.localhost', url: 'http://agent.localhost/' }] }));
});

test('operation table per day and stratified table per level', async () => {
  const op = await memberPost(s, AGENT, `${A}/operation`, { start_date: since(90), end_date: since(0) });
  expect(op.body.data.list.length).toBeGreaterThan(5);
  expect(op.body.data.total.bet_amount).toBeGreaterThan(0);
  const st = await memberPost(s, AGENT, `${A}/stratified`, { start_date: since(90), end_date: since(0) });
  expect(st.body.data.list.map((l: any) => l.level)).toEqual([1, 2]);
  expect(st.body.data.list[1]).toEqual(expect.objectContaining({ members: 2, bet_amount: expect.any(Number) }));
  expect((await memberPost(s, AGENT, `${A}/operation`, { start_date: since(0), end_date: since(9) })).body.code).toBe(310);
});

test('transfer to a downline member changes both balances and notifies both; codes 304-308', async () => {
  const target = 10102;
  const [a0, t0] = [cashOf(AGENT), cashOf(target)];
  const n = s.published.length;
  const r = await memberPost(s, AGENT, `${A}/transfer`, { member_account: 'downline01', amount: 250, withdraw_password: SEED_WITHDRAW_PASSWORD });
  expect(r.body.code).toBe(100);
  expect(cashOf(AGENT)).toBeCloseTo(a0 - 250, 2);
  expect(cashOf(target)).toBeCloseTo(t0 + 250, 2);
  const channels = s.published.slice(n).filter((e) => e.event === 'member-cash').map((e) => e.channel);
  expect(channels).toEqual([`private-member.${AGENT}`, `private-member.${target}`]);
  const t = (body: object) => memberPost(s, AGENT, `${A}/transfer`, { amount: 10, withdraw_password: SEED_WITHDRAW_PASSWORD, member_account: 'downline01', ...body });
  expect((await t({ member_account: 'demousd01' })).body.code).toBe(304);
  expect((await t({ member_account: 'subdown01' })).body.code).toBe(304);
  expect((await t({ amount: 99_000_000 })).body.code).toBe(305);
  expect((await t({ withdraw_password: '0000' })).body.code).toBe(306);
  expect((await t({ member_account: 'agentact01' })).body.code).toBe(307);
  s.deps.db.prepare('UPDATE members SET withdraw_password_hash = NULL WHERE id = 10101').run();
  expect((await memberPost(s, 10101, `${A}/transfer`, { member_account: 'subdown01', amount: 1, withdraw_password: '1234' })).body.code).toBe(308);
});

test('performance settlement by period', async () => {
  const r = await memberPost(s, AGENT, `${A}/settlement`, {});
  expect(r.body.data.list.length).toBe(6);
  for (const row of r.body.data.list) {
    expect(row.commission).toBeCloseTo(Math.max(0, row.win_loss) * row.commission_rate, 2);
  }
  const one = await memberPost(s, AGENT, `${A}/settlement`, { period: r.body.data.list[1].period });
  expect(one.body.data.list).toEqual([r.body.data.list[1]]);
  expect((await memberPost(s, AGENT, `${A}/settlement`, { period: '2999-01' })).body.code).toBe(309);
  expect((await memberPost(s, AGENT, `${A}/settlement`, { period: "2024-01' OR 1=1" })).body.code).toBe(309);
});

test.each(HOSTILE_STRINGS.map((x) => [x.slice(0, 20), x]))('hostile %s', async (_l, bad) => {
  for (const [p, b] of [
    ['downline', { member_account: bad, page: bad }],
    ['transfer', { member_account: bad, amount: 1, withdraw_password: bad }],
    ['operation', { start_date: bad }],
    ['settlement', { period: bad }],
    ['apply', { contact: bad, note: bad }],
  ] as const) {
    const r = await memberPost(s, AGENT, `${A}/${p}`, b);
    expect(r.status).toBe(200);
    expect(r.body.code).not.toBe(100);
  }
});
