import { formatMoney, formatRate } from '../utils/money';
import { columnTotals, compareBy, pageOf, sortRows } from '../utils/table';
import { lastDays } from '../utils/date-range';

describe('money in the member currency with its symbol (spec 9)', () => {
  test('BDT uses ৳ and USD uses $, two decimals and thousands separators', () => {
    expect(formatMoney(1234.5, 'BDT')).toBe('৳ 1,234.50');
    expect(formatMoney(0, 'USD')).toBe('$ 0.00');
    expect(formatMoney('98765.432', 'USD')).toBe('$ 98,765.43');
  });
  test('negative amounts carry the sign before the symbol; rounding does not leave -0', () => {
    expect(formatMoney(-12, 'BDT')).toBe('-৳ 12.00');
    expect(formatMoney(-0.001, 'BDT')).toBe('৳ 0.00');
  });
  test('missing or non-numeric values print as zero; an unknown currency prints its code', () => {
    expect(formatMoney(null, 'BDT')).toBe('৳ 0.00');
    expect(formatMoney('abc', 'USD')).toBe('$ 0.00');
    expect(formatMoney(5, 'XYZ')).toBe('XYZ 5.00');
  });
  test('rates print as percentages', () => {
    expect(formatRate(0.35)).toBe('35%');
    expect(formatRate(0.125)).toBe('12.5%');
  });
});

interface Row {
  date: string;
  bet: number;
  win: number;
}
const rows: Row[] = [
  { date: '2024-01-02', bet: 0.1, win: -5 },
  { date: '2024-01-01', bet: 0.2, win: 10 },
  { date: '2024-01-03', bet: 100, win: 2.5 },
];

describe('table helpers', () => {
  test('totals add each numeric column and round to cents', () => {
    expect(columnTotals(rows, ['bet', 'win'])).toEqual({ bet: 100.3, win: 7.5 });
    expect(columnTotals([] as Row[], ['bet'])).toEqual({ bet: 0 });
  });
  test('sorting: numbers numerically, dates as text, both orders, input untouched', () => {
    expect(sortRows(rows, 'bet', 'descend').map((r) => r.bet)).toEqual([100, 0.2, 0.1]);
    expect(sortRows(rows, 'date', 'ascend').map((r) => r.date)).toEqual(['2024-01-01', '2024-01-02', '2024-01-03']);
    expect(rows[0]!.date).toBe('2024-01-02');
  });
  test('empty values sort first', () => {
    const cmp = compareBy<{ at: string | null }>('at');
    expect([{ at: '2024' }, { at: null }].sort(cmp)[0]!.at).toBeNull();
  });
  test('paging slices 1-based pages', () => {
    expect(pageOf(rows, 2, 2)).toEqual([rows[2]]);
    expect(pageOf(rows, 0, 2)).toEqual(rows.slice(0, 2));
  });
  test('default range: the last 30 days inclusive', () => {
    expect(lastDays(30, new Date(2024, 2, 15))).toEqual({ start_date: '2024-02-15', end_date: '2024-03-15' });
  });
});
