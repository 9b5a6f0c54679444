import { ERROR_TABLES } from './tables';
import type { ErrorEntry, ErrorFlow, ErrorMessage, ErrorParams, ErrorTable, ResolvedError } from './types';

/** Shown when a row wants the server's message but the server sent none. */
export const GENERIC_ERROR_KEY = 'error.generic';

const lookup = (table: ErrorTable, code: string): ErrorEntry | undefined => {
  const exact = table.codes[code];
  if (exact) return exact;
  // SMS codes come as '099' or 99: try the three-digit spelling of a numeric code.
  return /^\d+$/.test(code)
    ? (table.codes[code.padStart(3, '0')] ?? table.codes[String(Number(code))])
    : undefined;
};

/** The number the row's `whenData` looks for in the server's data, when it is there. */
const dataNumber = (entry: ErrorEntry, data: unknown): number | null => {
  if (!entry.whenData || typeof data !== 'object' || data === null) return null;
  const value = (data as Record<string, unknown>)[entry.whenData.field];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
};

const messageOf = (
  entry: ErrorEntry,
  code: string,
  serverMessage: string,
  params?: ErrorParams,
  data?: unknown,
): ErrorMessage => {
  const fromData = dataNumber(entry, data);
  if (entry.whenData && fromData !== null) {
    return { kind: 'i18n', key: entry.whenData.key, params: { ...params, [entry.whenData.param]: fromData } };
  }
  if (entry.key) {
    return {
      kind: 'i18n',
      key: entry.key,
      ...(params ? { params } : {}),
      ...(entry.appendCode ? { append: code } : {}),
    };
  }
  return serverMessage.trim() === ''
    ? { kind: 'i18n', key: GENERIC_ERROR_KEY }
    : { kind: 'server', message: serverMessage };
};

/** Resolves a flow's error code (and the reply's data, for rows that read it) to its message, actions and field, from the flow's table (spec 8). */
export function resolveError(
  flow: ErrorFlow,
  code: number | string,
  serverMessage = '',
  params?: ErrorParams,
  data?: unknown,
): ResolvedError {
  const table = ERROR_TABLES[flow];
  const text = String(code).trim();
  const entry = lookup(table, text) ?? table.fallback;
  const actions = [...(entry.actions ?? []), ...(table.always ?? [])];
  return {
    ...messageOf(entry, text, serverMessage, params, data),
    code: text,
    notify: entry.quiet !== true,
    actions: [...new Set(actions)],
    ...(entry.field ? { field: entry.field } : {}),
    ...(table.toastMs ? { toastMs: table.toastMs } : {}),
  };
}

/** The display text of a resolved error, given an i18next-style `t`. */
export function errorText(error: ErrorMessage, t: (key: string, params?: ErrorParams) => string): string {
  if (error.kind === 'server') return error.message;
  const text = t(error.key, error.params);
  return error.append ? `${text} ${error.append}` : text;
}
