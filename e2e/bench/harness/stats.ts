/** The figures every bench reduces its samples to. */

/** The median of the figures, null for none (a cell whose every load failed). */
export const median = (xs: readonly number[]): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** The p-th percentile (0 to 100) of the figures by nearest rank from below, NaN for none. */
export const percentile = (xs: readonly number[], p: number): number => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};

/** The median of each variant's figures. */
export const mediansOf = <V extends string>(each: Record<V, number[]>): Record<V, number | null> =>
  Object.fromEntries(Object.entries<number[]>(each).map(([v, xs]) => [v, median(xs)])) as Record<
    V,
    number | null
  >;

/** a / b, with 0 / 0 as 1 and anything else over 0, or a missing side, as none. */
export const ratio = (a: number | null, b: number | null): number | null => {
  if (a === null || b === null) return null;
  if (b === 0) return a === 0 ? 1 : null;
  return a / b;
};
