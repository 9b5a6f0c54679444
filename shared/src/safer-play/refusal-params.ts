import { formatCash } from '../stores/cash-display';
import { formatDateTime } from '../i18n/date-format';
import type { ErrorParams } from '../errors';

const TIME_FIELDS = ['ends_at', 'grows_at', 'opens_at'] as const;
const MONEY_FIELDS = ['allowance', 'limit', 'loss'] as const;

/**
 * The values a safer-play refusal's message names, written for the member: its times
 * (ends_at, grows_at, opens_at) in the member's language and the site's time zone, its amounts
 * (allowance, limit, loss) in the refusal's currency; `context: 'full'` picks the message of an allowance
 * that does not grow. Other data gives nothing.
 */
export function refusalParams(data: unknown, language: string): ErrorParams {
  if (data === null || typeof data !== 'object') return {};
  const d = data as Record<string, unknown>;
  const currency = typeof d.currency === 'string' ? d.currency : null;
  const params: Record<string, string> = {};
  for (const f of TIME_FIELDS) {
    const v = d[f];
    if (typeof v === 'string' || typeof v === 'number') params[f] = formatDateTime(v, language);
  }
  // A deposit allowance that never grows (nothing deposited in the window yet) has a message without a time.
  if ('grows_at' in d && d.grows_at === null) params.context = 'full';
  for (const f of MONEY_FIELDS) {
    const v = d[f];
    if (typeof v === 'number' || typeof v === 'string') params[f] = formatCash(v, currency);
  }
  return params;
}
