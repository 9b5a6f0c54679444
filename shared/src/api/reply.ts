import type { ApiReply } from '../types';

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);
const toCode = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** Reads a response body as code/message/data or header.status/desc/body; null when it is neither. */
export function readReply(body: unknown): ApiReply<unknown> | null {
  const parsed = typeof body === 'string' ? safeJson(body) : body;
  if (!isDict(parsed)) return null;
  if (isDict(parsed.header) && toCode(parsed.header.status) !== null) {
    const code = toCode(parsed.header.status) as number;
    return { code, message: String(parsed.header.desc ?? ''), data: parsed.body ?? null };
  }
  const code = toCode(parsed.code);
  if (code === null) return null;
  return { code, message: String(parsed.message ?? ''), data: parsed.data ?? null };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
