export type SortOrder = 'ascend' | 'descend';

export type NumericKeys<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];

/** Column totals of numeric fields, rounded to cents (money) so float sums print cleanly. */
export function columnTotals<T, K extends NumericKeys<T>>(rows: readonly T[], keys: readonly K[]): Record<K, number> {
  const totals = {} as Record<K, number>;
  for (const key of keys) {
    const sum = rows.reduce((acc, row) => acc + Number(row[key] ?? 0), 0);
    totals[key] = Math.round(sum * 100) / 100;
  }
  return totals;
}

/** A comparator for antd `sorter`: numbers numerically, text (dates in ISO) by code point, empty values first. */
export function compareBy<T>(key: keyof T): (a: T, b: T) => number {
  return (a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === y) return 0;
    if (x === null || x === undefined || x === '') return -1;
    if (y === null || y === undefined || y === '') return 1;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    const sx = String(x);
    const sy = String(y);
    return sx < sy ? -1 : sx > sy ? 1 : 0;
  };
}

/** Rows sorted by a key (a copy; stable). */
export function sortRows<T>(rows: readonly T[], key: keyof T, order: SortOrder): T[] {
  const cmp = compareBy<T>(key);
  return [...rows].sort((a, b) => (order === 'ascend' ? cmp(a, b) : cmp(b, a)));
}

/** The rows of one page (1-based). */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  const start = (Math.max(1, page) - 1) * size;
  return rows.slice(start, start + size);
}
