import type { RegisterSettingItem } from '@mfp/shared/types';
import { validateRegistration } from '@mfp/shared/validation/registration';
import type { ServerDeps } from '../../core/deps';
import type { MemberRow } from '../../core/members';
import { getSetting } from '../../core/settings';
import { FIELD_CODES, type RegisterCode } from './codes';
import type { RegisterForm } from './form';

export function registerSettings(deps: ServerDeps, currency?: string): RegisterSettingItem[] {
  const sql = `SELECT name, currency, is_display, is_required, is_unique, is_member_center, is_verification,
      is_member_center_verification FROM register_settings ${currency ? 'WHERE currency = ?' : ''} ORDER BY currency, sort`;
  const stmt = deps.db.prepare(sql);
  return (currency ? stmt.all(currency) : stmt.all()) as RegisterSettingItem[];
}

function settingOf(settings: RegisterSettingItem[], name: string): RegisterSettingItem | undefined {
  return settings.find((s) => s.name === name);
}

/**
 * The first field-format failure under the shared rules of spec 5. With `only`, just those
 * fields are checked (the per-field verification call).
 */
export function formatCode(form: RegisterForm, settings: RegisterSettingItem[], currency: string, only?: string[]): RegisterCode | null {
  const values: Record<string, unknown> = { ...form, check_password: form.password, agreement: true, answer: 'x' };
  const errors = validateRegistration(values, settings, currency, { showCheckPassword: false, showCaptcha: false });
  for (const [field, code] of Object.entries(FIELD_CODES)) {
    if (only && !only.includes(field)) continue;
    if (errors[field as keyof typeof errors]) return code;
  }
  return null;
}

function listed(deps: ServerDeps, kind: string, value: string | undefined): boolean {
  if (!value) return false;
  return !!deps.db.prepare('SELECT 1 FROM register_blacklist WHERE kind = ? AND value = ?').get(kind, value);
}

/** Blacklisted name, email or phone. */
export function blacklistCode(deps: ServerDeps, form: RegisterForm): RegisterCode | null {
  if (listed(deps, 'name', form.member_name)) return 214;
  if (listed(deps, 'email', form.member_email)) return 216;
  if (listed(deps, 'phone', form.member_phone)) return 215;
  return null;
}

export function ipBlacklisted(deps: ServerDeps, ...ips: (string | undefined)[]): boolean {
  return ips.some((ip) => listed(deps, 'ip', ip));
}

const UNIQUE_CHECKS: { field: keyof RegisterForm; column: string; code: RegisterCode; always?: boolean }[] = [
  { field: 'member_account', column: 'member_account', code: 102, always: true },
  { field: 'member_name', column: 'member_name', code: 103 },
  { field: 'member_phone', column: 'member_phone', code: 104 },
  { field: 'member_email', column: 'member_email', code: 105 },
  { field: 'identity_id', column: 'identity_id', code: 114 },
];

/** The first value already taken by another member (account always; others where is_unique). */
export function uniqueCode(deps: ServerDeps, form: RegisterForm, settings: RegisterSettingItem[], only?: string[]): RegisterCode | null {
  for (const check of UNIQUE_CHECKS) {
    const value = form[check.field];
    if (!value || (only && !only.includes(check.field))) continue;
    if (!check.always && settingOf(settings, check.field)?.is_unique !== 1) continue;
    const collate = check.column === 'member_email' || check.column === 'member_account' ? ' COLLATE NOCASE' : '';
    if (deps.db.prepare(`SELECT 1 FROM members WHERE ${check.column} = ?${collate} LIMIT 1`).get(value)) return check.code;
  }
  return null;
}

export type Introducer =
  | { kind: 'none' }
  | { kind: 'agent'; agent: MemberRow }
  | { kind: 'recommend'; referrer: MemberRow };

/** Resolves an introducer (agent id or recommend code) or the code refusing it. */
export function resolveIntroducer(deps: ServerDeps, raw: string | undefined, currency: string): Introducer | { code: RegisterCode } {
  const value = (raw ?? '').trim();
  if (value === '') return { kind: 'none' };
  if (!/^[A-Za-z0-9]{1,32}$/.test(value)) return { code: 228 };
  if (/^\d+$/.test(value)) {
    const agent = deps.db.prepare('SELECT * FROM members WHERE id = ?').get(Number(value)) as MemberRow | undefined;
    if (agent) {
      if (!agent.is_agent) return { code: 106 };
      if (!agent.agent_active || agent.status !== 'active') return { code: 108 };
      if (agent.member_currency !== currency) return { code: 228 };
      return { kind: 'agent', agent };
    }
  }
  const referrer = deps.db.prepare('SELECT * FROM members WHERE recommend_code = ? COLLATE NOCASE').get(value) as MemberRow | undefined;
  if (!referrer) return { code: /^\d+$/.test(value) ? 112 : 219 };
  if (getSetting(deps.db, 'recommend_enabled', '1') !== '1') return { code: 107 };
  if (!referrer.recommend_enabled) return { code: 109 };
  if (referrer.status !== 'active') return { code: 110 };
  return { kind: 'recommend', referrer };
}

/** Checks and consumes the latest SMS code sent to the phone. */
export function consumeSmsCode(deps: ServerDeps, phone: string | undefined, code: string | undefined): boolean {
  if (!phone || !code) return false;
  const row = deps.db
    .prepare('SELECT id, code, expires_at, used FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1')
    .get(phone) as { id: number; code: string; expires_at: number; used: number } | undefined;
  if (!row || row.used || row.expires_at < Date.now() || row.code !== code) return false;
  deps.db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(row.id);
  return true;
}
