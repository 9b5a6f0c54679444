import type { LoginHandOff } from '../types';
import { parseIfJsonText } from './json-text';

/** The hand-off found in the landing query (spec 2). */
export type HandOffQuery =
  | { kind: 'plain'; handOff: LoginHandOff; extras: HandOffExtras }
  | { kind: 'enc'; enc: string; extras: HandOffExtras }
  | { kind: 'none' };

/** The other hand-off parameters, passed through as read. */
export type HandOffExtras = Partial<Record<(typeof EXTRA_KEYS)[number], string>>;

const REQUIRED = ['tk', 'member_account', 'member_currency', 'member_id'] as const;
const EXTRA_KEYS = ['footer', 'header', 'member_type', 'pwa', 'fbclid'] as const;

type Source = URLSearchParams | Record<string, unknown>;
const read = (q: Source, key: string): string | null => {
  const v = q instanceof URLSearchParams ? q.get(key) : q[key];
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
};

/** The four required fields, or null when one is missing (used for the plain query and the decrypted enc result). */
export function readHandOff(source: Source): LoginHandOff | null {
  const values = REQUIRED.map((k) => read(source, k));
  if (values.some((v) => v === null)) return null;
  const [tk, member_account, member_currency, member_id] = values as string[];
  return {
    tk: tk!,
    member_account: member_account!,
    member_currency: member_currency!,
    member_id: member_id!,
  };
}

/** Parses the landing query: enc wins; a plain hand-off needs tk, member_account, member_currency and member_id. */
export function parseHandOffQuery(query: Source): HandOffQuery {
  const extras: HandOffExtras = {};
  for (const k of EXTRA_KEYS) {
    const v = read(query, k);
    if (v !== null) extras[k] = v;
  }
  const enc = read(query, 'enc');
  if (enc) return { kind: 'enc', enc, extras };
  const handOff = readHandOff(query);
  return handOff ? { kind: 'plain', handOff, extras } : { kind: 'none' };
}

/** Accepts a decrypted enc result only with all four fields; a JSON string is parsed first. */
export function acceptDecryptedHandOff(decrypted: unknown): LoginHandOff | null {
  const value = parseIfJsonText(decrypted);
  return typeof value === 'object' && value !== null ? readHandOff(value as Record<string, unknown>) : null;
}
