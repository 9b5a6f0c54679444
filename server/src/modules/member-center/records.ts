import { Type } from 'typebox';
import { Count, DateText, Page } from '../content/common-schemas';

export const RangeBody = {
  start_date: Type.Optional(DateText),
  end_date: Type.Optional(DateText),
  page: Type.Optional(Page),
  count: Type.Optional(Count),
};

export interface Range { from: string; to: string; limit: number; offset: number }

const DAY = 86_400_000;

/** Date range (inclusive days, default the last 30) and paging; null when the range is backwards. */
export function readRange(b: { start_date?: string; end_date?: string; page?: number; count?: number }): Range | null {
  const end = b.end_date ?? new Date().toISOString().slice(0, 10);
  if (Number.isNaN(Date.parse(end))) return null;
  const start = b.start_date ?? new Date(Date.parse(end) - 30 * DAY).toISOString().slice(0, 10);
  if (Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end)) || start > end) return null;
  const count = b.count ?? 20;
  // Exclusive upper bound: the day after end_date, so ISO and SQL datetime texts both compare correctly.
  const to = new Date(Date.parse(end) + DAY).toISOString().slice(0, 10);
  return { from: start, to, limit: count, offset: ((b.page ?? 1) - 1) * count };
}
