import type Database from 'better-sqlite3';
import { hashPassword } from '../core/passwords';
import type { Seed } from './seed';

/** The password of every seeded account (spec cases listed in server/README.md). */
export const SEED_PASSWORD = 'Passw0rd';
export const SEED_WITHDRAW_PASSWORD = '1234';
/** The device the double-validation account trusts; any other udid answers 107. */
export const TRUSTED_UDID = 'trusted-device';

interface SeedMember {
  id: number;
  account: string;
  currency: 'BDT' | 'USD';
  cash: number;
  extra?: Record<string, string | number | null>;
}

/** Seeded accounts by case; ids are stable so other seeds and tests can refer to them. */
export const SEED_MEMBERS = {
  memberBdt: { id: 10001, account: 'demobdt01', currency: 'BDT', cash: 25000 },
  memberUsd: { id: 10002, account: 'demousd01', currency: 'USD', cash: 1500 },
  agentActive: {
    id: 10003, account: 'agentact01', currency: 'BDT', cash: 80000,
    extra: { member_type: 2, agent_type: 1, agent_level: 1, is_agent: 1, agent_active: 1 },
  },
  agentInactive: {
    id: 10004, account: 'agentoff01', currency: 'BDT', cash: 0,
    extra: { member_type: 2, agent_type: 1, agent_level: 2, is_agent: 1, agent_active: 0 },
  },
  firstLogin: { id: 10005, account: 'firstlog01', currency: 'BDT', cash: 100, extra: { first_login_to_change_password: 1 } },
  noBank: { id: 10006, account: 'nobank01', currency: 'BDT', cash: 100, extra: { need_bank_account_deposit_verified: 1 } },
  doubleCheck: { id: 10007, account: 'doublechk01', currency: 'BDT', cash: 300, extra: { login_check: 'device', trusted_udid: TRUSTED_UDID } },
  withdrawCheck: { id: 10008, account: 'wdcheck01', currency: 'BDT', cash: 300, extra: { login_check: 'withdraw_password' } },
  disabled: { id: 10009, account: 'disabled01', currency: 'BDT', cash: 0, extra: { status: 'disabled' } },
  frozen: { id: 10010, account: 'frozen01', currency: 'BDT', cash: 50, extra: { status: 'frozen' } },
} satisfies Record<string, SeedMember>;

const COLUMNS = new Set([
  'member_type', 'agent_type', 'agent_level', 'is_agent', 'agent_active', 'first_login_to_change_password',
  'need_bank_account_deposit_verified', 'login_check', 'trusted_udid', 'status',
]);

function insertMember(db: Database.Database, m: SeedMember, passwordHash: string, withdrawHash: string): void {
  const n = m.id - 10000;
  db.prepare(
    `INSERT INTO members (id, member_account, password_hash, withdraw_password_hash, member_currency, member_cash,
       member_name, member_email, member_phone, member_birthday, identity_id, recommend_code, member_telegram)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    m.id, m.account, passwordHash, withdrawHash, m.currency, m.cash,
    `Demo Member ${n}`, `${m.account}@example.com`, `017000000${String(n).padStart(2, '0')}`,
    '1990-01-15', `ID${m.id}`, `RC${m.id}`, `${m.account}_tg`,
  );
  for (const [column, value] of Object.entries(m.extra ?? {})) {
    if (!COLUMNS.has(column)) throw new Error(`unknown seed column ${column}`);
    db.prepare(`UPDATE members SET ${column} = ? WHERE id = ?`).run(value, m.id);
  }
}

type Flags = [display: number, required: number, unique: number, verification: number];

/** Each registration field's flags, BDT then USD, side by side. */
const REGISTER_SETTINGS: [name: string, bdt: Flags, usd: Flags][] = [
  ['check_password', [1, 1, 0, 0], [1, 1, 0, 0]],
  ['member_name', [1, 1, 0, 0], [1, 1, 0, 0]],
  ['member_phone', [1, 1, 1, 1], [1, 0, 1, 0]],
  ['member_email', [1, 0, 1, 0], [1, 1, 1, 0]],
  ['member_birthday', [1, 0, 0, 0], [1, 1, 0, 0]],
  ['withdraw_password', [1, 0, 0, 0], [1, 1, 0, 0]],
  ['identity_id', [0, 0, 1, 0], [1, 0, 1, 0]],
  ['member_telegram', [1, 0, 0, 0], [1, 0, 0, 0]],
  ['member_whats_app', [1, 0, 0, 0], [0, 0, 0, 0]],
  ['member_fb', [0, 0, 0, 0], [1, 0, 0, 0]],
  ['member_skype', [0, 0, 0, 0], [1, 0, 0, 0]],
  ['member_qq', [0, 0, 0, 0], [0, 0, 0, 0]],
  ['member_wechat', [0, 0, 0, 0], [0, 0, 0, 0]],
  ['member_zalo', [0, 0, 0, 0], [0, 0, 0, 0]],
  ['member_others', [0, 0, 0, 0], [0, 0, 0, 0]],
  ['member_captcha', [1, 1, 0, 0], [1, 1, 0, 0]],
];

export const coreSeed: Seed = {
  id: 'core-001',
  run(db) {
    // One hash per secret is enough for seed data and keeps the first start fast.
    const passwordHash = hashPassword(SEED_PASSWORD);
    const withdrawHash = hashPassword(SEED_WITHDRAW_PASSWORD);
    for (const m of Object.values(SEED_MEMBERS) as SeedMember[]) insertMember(db, m, passwordHash, withdrawHash);
    db.prepare('UPDATE members SET parent_agent_id = ? WHERE id IN (?, ?, ?, ?)').run(
      SEED_MEMBERS.agentActive.id, SEED_MEMBERS.memberBdt.id, SEED_MEMBERS.firstLogin.id, SEED_MEMBERS.noBank.id, SEED_MEMBERS.doubleCheck.id,
    );
    db.prepare('UPDATE members SET parent_agent_id = ? WHERE id = ?').run(SEED_MEMBERS.agentInactive.id, SEED_MEMBERS.withdrawCheck.id);

    const setting = db.prepare(
      `INSERT INTO register_settings (currency, name, is_display, is_required, is_unique, is_member_center,
         is_verification, is_member_center_verification, sort) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?)`,
    );
    for (const currency of ['BDT', 'USD'] as const) {
      REGISTER_SETTINGS.forEach(([name, bdt, usd], sort) => {
        const [display, required, unique, verification] = currency === 'BDT' ? bdt : usd;
        setting.run(currency, name, display, required, unique, verification, name === 'member_phone' ? verification : 0, sort);
      });
    }

    const agreement = db.prepare('INSERT INTO service_agreements (language, title, content) VALUES (?, ?, ?)');
    agreement.run('en_US', 'Terms of service', '<p>You must be 18 or older. One account per person. Play responsibly.</p>');
    agreement.run('bn_BD', 'পরিষেবার শর্তাবলী', '<p>আপনার বয়স ১৮ বা তার বেশি হতে হবে। প্রতি ব্যক্তির একটি অ্যাকাউন্ট।</p>');

    const black = db.prepare('INSERT INTO register_blacklist (kind, value) VALUES (?, ?)');
    black.run('name', 'Blocked Name');
    black.run('email', 'blocked@example.com');
    black.run('phone', '01799999999');

    db.prepare('INSERT INTO agent_domains (host, agent_id) VALUES (?, ?)').run('agent.localhost', SEED_MEMBERS.agentActive.id);
    db.prepare('INSERT INTO agent_domains (host, agent_id) VALUES (?, ?)').run('agentoff.localhost', SEED_MEMBERS.agentInactive.id);

    // remote_addr values that trigger the login IP codes (106, 201-203) without blocking loopback.
    const rule = db.prepare('INSERT INTO ip_rules (ip, login_code, note) VALUES (?, ?, ?)');
    for (const code of [106, 201, 202, 203]) rule.run(`10.0.0.${code}`, code, `login answers ${code}`);

    const set = db.prepare('INSERT INTO core_settings (key, value) VALUES (?, ?)');
    set.run('recommend_enabled', '1');
    set.run('sms_balance', '1000');
    set.run('currencies', 'BDT,USD');
  },
};
