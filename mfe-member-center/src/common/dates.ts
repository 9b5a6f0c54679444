import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DEFAULT_TIMEZONE } from '@mfp/shared';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Today in the site timezone, as a date at local midnight (for date pickers). */
export function siteToday(now: Date = new Date(), tz: string = DEFAULT_TIMEZONE): Dayjs {
  return dayjs(dayjs(now).tz(tz).format('YYYY-MM-DD'));
}

/** The default record range: the last 30 days up to today, in the site timezone. */
export function defaultRange(now: Date = new Date(), tz: string = DEFAULT_TIMEZONE): [Dayjs, Dayjs] {
  const today = siteToday(now, tz);
  return [today.subtract(29, 'day'), today];
}

/**
 * The record calls filter by UTC calendar days; the member picks days in the site timezone. Send the
 * UTC days that cover the chosen site days (start of the first, end of the last), so nothing made
 * late in the site's day is left out.
 */
export function toUtcDayRange(start: Dayjs, end: Dayjs, tz: string = DEFAULT_TIMEZONE): { start_date: string; end_date: string } {
  const from = dayjs.tz(start.format('YYYY-MM-DD'), tz).startOf('day').utc();
  const to = dayjs.tz(end.format('YYYY-MM-DD'), tz).endOf('day').utc();
  return { start_date: from.format('YYYY-MM-DD'), end_date: to.format('YYYY-MM-DD') };
}
