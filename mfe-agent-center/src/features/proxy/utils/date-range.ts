/** YYYY-MM-DD of a date in local time. */
export function isoDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** The default report range: the last `days` days up to today, inclusive. */
export function lastDays(days: number, today: Date = new Date()): { start_date: string; end_date: string } {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { start_date: isoDay(start), end_date: isoDay(today) };
}
