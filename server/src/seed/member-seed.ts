import type Database from 'better-sqlite3';
import { hashPassword } from '../core/passwords';
import { SEED_MEMBERS, SEED_PASSWORD } from './core-seed';
import type { Seed } from './seed';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Deterministic pseudo-random numbers so seeded records are the same on every machine. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** Downline of the active agent: a sub-agent (level 2 of the stratified table) and direct members. */
export const DOWNLINE_SEEDS = [
  { id: 10101, account: 'subagent01', parent: SEED_MEMBERS.agentActive.id, agent: true, recommendedBy: null },
  { id: 10102, account: 'downline01', parent: SEED_MEMBERS.agentActive.id, agent: false, recommendedBy: SEED_MEMBERS.memberBdt.id },
  { id: 10103, account: 'downline02', parent: SEED_MEMBERS.agentActive.id, agent: false, recommendedBy: SEED_MEMBERS.memberBdt.id },
  { id: 10104, account: 'downline03', parent: SEED_MEMBERS.agentActive.id, agent: false, recommendedBy: null },
  { id: 10105, account: 'downline04', parent: SEED_MEMBERS.agentActive.id, agent: false, recommendedBy: null },
  { id: 10111, account: 'subdown01', parent: 10101, agent: false, recommendedBy: null },
  { id: 10112, account: 'subdown02', parent: 10101, agent: false, recommendedBy: null },
] as const;

/** Provider wallet balances of the normal BDT member (the rest get smaller generated ones). */
export const MEMBER_BDT_WALLETS: Record<string, number> = { GPPG: 1250.5, GPJL: 300, GPEV: 0, GPSB: 480, GPKM: 75.25, GPAG: 0 };

function seedDownline(db: Database.Database, passwordHash: string): void {
  const ins = db.prepare(
    `INSERT INTO members (id, member_account, password_hash, member_currency, member_cash, member_name, member_email,
       member_phone, recommend_code, parent_agent_id, recommended_by, member_type, agent_type, agent_level, is_agent, agent_active, created_at)
     VALUES (?, ?, ?, 'BDT', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  DOWNLINE_SEEDS.forEach((d, i) => {
    ins.run(
      d.id, d.account, passwordHash, 500 + i * 250, `Downline ${i + 1}`, `${d.account}@example.com`, `0181000${String(d.id).slice(-4)}`,
      `RC${d.id}`, d.parent, d.recommendedBy, d.agent ? 2 : 1, d.agent ? 1 : 0, d.agent ? 2 : 0, d.agent ? 1 : 0, d.agent ? 1 : 0,
      iso(Date.now() - (40 - i * 5) * DAY).replace('T', ' ').slice(0, 19),
    );
  });
}

function seedWallets(db: Database.Database): void {
  const providers = (db.prepare('SELECT gp_id FROM providers WHERE is_active = 1 ORDER BY sort').all() as { gp_id: string }[]).map((p) => p.gp_id);
  const members = db.prepare('SELECT id FROM members').all() as { id: number }[];
  const ins = db.prepare('INSERT INTO member_wallets (member_id, gp_id, balance) VALUES (?, ?, ?)');
  for (const { id } of members) {
    const rand = rng(id);
    for (const gp of providers) {
      const balance = id === SEED_MEMBERS.memberBdt.id ? (MEMBER_BDT_WALLETS[gp] ?? 0) : rand() < 0.35 ? Math.round(rand() * 20000) / 100 : 0;
      ins.run(id, gp, balance);
    }
  }
}

const LETTERS: [string, string][] = [
  ['Welcome to Bangla Play', '<p>Thank you for joining. Your welcome bonus is waiting in the promotions page.</p>'],
  ['Deposit credited', '<p>Your deposit of ৳1,000 via bKash has been credited.</p>'],
  ['স্বাগতম বোনাস', '<p>আপনার স্বাগত বোনাস সক্রিয় হয়েছে। শুভকামনা!</p>'],
  ['Weekly cashback', '<p>Your cricket cashback of ৳125 has been added.</p>'],
  ['Security notice', '<p>We will never ask for your password. Contact customer service if in doubt.</p>'],
  ['Tournament invitation', '<p>Join the JILI slot tournament this weekend for a ৳500,000 prize pool.</p>'],
];

function seedLetters(db: Database.Database): void {
  const ins = db.prepare('INSERT INTO letters (member_id, title, content, is_read, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const m of [SEED_MEMBERS.memberBdt, SEED_MEMBERS.memberUsd, SEED_MEMBERS.agentActive]) {
    LETTERS.forEach(([title, content], i) => ins.run(m.id, title, content, i < 2 ? 1 : 0, iso(Date.now() - (LETTERS.length - i) * DAY)));
  }
}

function seedMoneyRecords(db: Database.Database): void {
  const channels = db.prepare('SELECT id, currency FROM deposit_channels').all() as { id: number; currency: string }[];
  const dep = db.prepare(
    'INSERT INTO deposits (order_number, member_id, channel_id, currency, amount, status, created_at, completed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const wd = db.prepare(
    'INSERT INTO withdrawals (order_number, member_id, bank_account_id, currency, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const tr = db.prepare('INSERT INTO transfers (member_id, from_wallet, to_wallet, amount, kind, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const bank = db.prepare('INSERT INTO bank_accounts (member_id, bank_name, account_name, account_number, created_at) VALUES (?, ?, ?, ?, ?)');
  const members = db.prepare('SELECT id, member_currency FROM members WHERE id <> ? AND status = ?')
    .all(SEED_MEMBERS.noBank.id, 'active') as { id: number; member_currency: string }[];
  let order = 1;
  for (const m of members) {
    const rand = rng(m.id * 7);
    const bankId = Number(bank.run(m.id, m.member_currency === 'BDT' ? 'Dutch-Bangla Bank' : 'HSBC', `Member ${m.id}`, `1${String(m.id).padStart(12, '0')}`, iso(Date.now() - 60 * DAY)).lastInsertRowid);
    const own = channels.filter((c) => c.currency === m.member_currency);
    for (let i = 0; i < 8; i += 1) {
      const at = Date.now() - Math.floor(rand() * 55 + 1) * DAY;
      const channel = own[i % own.length]!;
      const amount = m.member_currency === 'BDT' ? 500 + Math.round(rand() * 40) * 100 : 20 + Math.round(rand() * 30) * 5;
      const status = i === 0 ? 0 : i === 1 ? 2 : 1;
      dep.run(`D${String(order++).padStart(10, '0')}`, m.id, channel.id, m.member_currency, amount, status, iso(at), status === 1 ? iso(at + 180_000) : null);
    }
    for (let i = 0; i < 3; i += 1) {
      const at = Date.now() - Math.floor(rand() * 50 + 1) * DAY;
      wd.run(`W${String(order++).padStart(10, '0')}`, m.id, bankId, m.member_currency, m.member_currency === 'BDT' ? 1000 * (i + 1) : 10 * (i + 1), i === 0 ? 0 : 1, iso(at));
    }
    for (let i = 0; i < 6; i += 1) {
      const at = Date.now() - Math.floor(rand() * 50 + 1) * DAY;
      const gp = ['GPPG', 'GPJL', 'GPSB', 'GPEV'][i % 4]!;
      tr.run(m.id, i % 2 === 0 ? 'main' : gp, i % 2 === 0 ? gp : 'main', 100 + i * 50, 'wallet', iso(at));
    }
  }
}

function seedBets(db: Database.Database): void {
  const games = db.prepare(
    "SELECT id, gp_id, gt_id FROM games WHERE gp_id IN ('GPPG','GPJL','GPEV','GPSB','GPKM') AND game_code NOT LIKE 'jl_slot_3%' LIMIT 40",
  ).all() as { id: number; gp_id: string; gt_id: number }[];
  const ins = db.prepare('INSERT INTO bet_records (member_id, gp_id, gt_id, game_id, bet_amount, payout, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const play = db.prepare('INSERT INTO member_game_plays (member_id, game_id, played_at) VALUES (?, ?, ?)');
  const bettors = [SEED_MEMBERS.memberBdt.id, ...DOWNLINE_SEEDS.map((d) => d.id)];
  for (const id of bettors) {
    const rand = rng(id * 13);
    for (let i = 0; i < 60; i += 1) {
      const g = games[Math.floor(rand() * games.length)]!;
      const at = Date.now() - Math.floor(rand() * 90 * DAY);
      const bet = 10 + Math.round(rand() * 49) * 10;
      const payout = rand() < 0.45 ? Math.round(bet * (1 + rand() * 2.5)) : 0;
      ins.run(id, g.gp_id, g.gt_id, g.id, bet, payout, iso(at));
      if (i < 8) play.run(id, g.id, iso(at));
    }
  }
}

function seedRecommendAwards(db: Database.Database): void {
  const ins = db.prepare('INSERT INTO recommend_awards (member_id, friend_account, amount, status, created_at) VALUES (?, ?, ?, ?, ?)');
  ins.run(SEED_MEMBERS.memberBdt.id, 'downline01', 300, 1, iso(Date.now() - 20 * DAY));
  ins.run(SEED_MEMBERS.memberBdt.id, 'downline02', 300, 0, iso(Date.now() - 5 * DAY));
}

/** Member data of the domain modules: downline, provider wallets, letters, money records, bets. */
export const domainMemberSeed: Seed = {
  id: 'domain-members',
  run(db) {
    seedDownline(db, hashPassword(SEED_PASSWORD));
    seedWallets(db);
    seedLetters(db);
    seedMoneyRecords(db);
    seedBets(db);
    seedRecommendAwards(db);
    db.prepare('INSERT INTO member_favorites (member_id, game_id, created_at) SELECT ?, id, ? FROM games WHERE tags LIKE ? LIMIT 5')
      .run(SEED_MEMBERS.memberBdt.id, iso(Date.now()), '%hot%');
  },
};
