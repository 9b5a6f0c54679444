import dayjs from 'dayjs';
import { DEFAULT_TIMEZONE } from '@mfp/shared';
import { defaultRange, siteToday, toUtcDayRange } from '../dates';

describe('dates in the site timezone (spec 9: America/Caracas)', () => {
  it('is the default timezone', () => expect(DEFAULT_TIMEZONE).toBe('America/Caracas'));

  it("today is the site's day, not UTC's", () => {
    expect(siteToday(new Date('2026-11-23T00:47:00Z')).format('YYYY-MM-DD')).toBe('2026-11-22');
    const [from, to] = defaultRange(new Date('2026-11-23T00:47:00Z'));
    expect(to.format('YYYY-MM-DD')).toBe('2026-11-22');
    expect(to.diff(from, 'day')).toBe(29);
  });

  it('sends the UTC days that cover the chosen site days, so a record made at 20:47 Caracas time on the last day is inside', () => {
    expect(toUtcDayRange(dayjs('2026-11-01'), dayjs('2026-11-22'))).toEqual({ start_date: '2026-11-01', end_date: '2026-11-23' });
  });
});
