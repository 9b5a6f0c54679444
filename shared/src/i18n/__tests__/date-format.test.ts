/** @jest-environment node */
import { formatCountdown, formatDate, formatDateTime, intlLocale, parseServerTime } from '../date-format';

const AT = '2026-11-24T17:23:51.952Z';

describe('dates in the display timezone of spec 9 (America/Caracas, UTC-4)', () => {
  it('shows an ISO time in Caracas, not raw and not UTC', () => {
    expect(formatDateTime(AT, 'en_US')).toBe('Nov 24, 2026, 1:23 PM GMT-4');
    expect(formatDateTime(AT, 'en_US', { seconds: true })).toBe('Nov 24, 2026, 1:23:51 PM GMT-4');
  });

  it('reads an SQL datetime as UTC (as the server writes it)', () => {
    expect(parseServerTime('2026-11-24 17:23:51')).toBe(Date.parse('2026-11-24T17:23:51Z'));
    expect(formatDateTime('2026-11-24 17:23:51', 'en_US')).toBe('Nov 24, 2026, 1:23 PM GMT-4');
  });

  it('says the zone of every time it shows, in both languages (a player in Dhaka reads Caracas times)', () => {
    expect(formatDateTime(AT, 'en_US')).toMatch(/ GMT-4$/);
    expect(formatDateTime(AT, 'en_US', { timeZone: 'Asia/Dhaka' })).toBe('Nov 24, 2026, 11:23 PM GMT+6');
    // Bengali digits in the offset too, whatever spacing the Intl data puts around the sign.
    expect(formatDateTime(AT, 'bn_BD')).toMatch(/GMT\s?-\s?৪$/);
    expect(formatDateTime(AT, 'bn_BD', { seconds: true })).toMatch(/GMT\s?-\s?৪$/);
  });

  it('writes no zone on a day alone (a day is the same day in the label)', () => {
    expect(formatDate(AT, 'en_US')).toBe('Nov 24, 2026');
  });

  it('takes the calendar day in Caracas: 02:00 UTC is still the day before', () => {
    expect(formatDate('2026-11-25T02:00:00Z', 'en_US')).toBe('Nov 24, 2026');
  });

  it('keeps a bare calendar day (a report row) on its day', () => {
    expect(formatDate('2026-11-24', 'en_US')).toBe('Nov 24, 2026');
  });

  it('writes Bengali digits in bn_BD', () => {
    const bn = formatDateTime(AT, 'bn_BD');
    expect(bn).toMatch(/২০২৬/);
    expect(bn).toMatch(/১:২৩/);
    expect(bn).not.toMatch(/[0-9]/);
  });

  it('accepts the other spellings of a language and falls back to en-US', () => {
    expect(intlLocale('bn-BD')).toBe('bn-BD');
    expect(intlLocale('bn')).toBe('bn-BD');
    expect(intlLocale('en_US')).toBe('en-US');
    expect(intlLocale('zh_CN')).toBe('en-US');
    expect(intlLocale(undefined)).toBe('en-US');
  });

  it("shows '-' for no time and the text itself when unreadable", () => {
    expect(formatDateTime(null, 'en_US')).toBe('-');
    expect(formatDate('', 'en_US')).toBe('-');
    expect(formatDateTime('soon', 'en_US')).toBe('soon');
  });
});

describe('countdowns (red envelope end, spec 4)', () => {
  it('reads past a day as days and hours', () => {
    expect(formatCountdown(2 * 86_400 + 3 * 3600 + 59, 'en_US')).toBe('2d 3h');
    expect(formatCountdown(86_400, 'en_US')).toBe('1d 0h');
    expect(formatCountdown(2 * 86_400 + 3 * 3600, 'bn_BD')).toMatch(/^২ .+ ৩ .+$/);
  });

  it('is a clock under a day, in the member digits', () => {
    expect(formatCountdown(86_399, 'en_US')).toBe('23:59:59');
    expect(formatCountdown(65, 'en_US')).toBe('01:05');
    expect(formatCountdown(-3, 'en_US')).toBe('00:00');
    expect(formatCountdown(65, 'bn_BD')).toBe('০১:০৫');
  });
});
