/** @jest-environment node */
import * as C from '..';

// The tables of shared/constants are read by the rules that use them; their values are checked there
// (timers in flows/stores/realtime tests, cookie lifetimes in storage, lengths in validation). Here: the
// lookups and guards the constants folder itself holds.
describe('constants lookups (spec 9)', () => {
  it('locales: only en_US and bn_BD are supported', () => {
    expect(C.isSupportedLocale('bn_BD')).toBe(true);
    expect(C.isSupportedLocale(C.DEFAULT_LOCALE)).toBe(true);
    expect(C.isSupportedLocale('vi_VN')).toBe(false);
    expect(C.isSupportedLocale(2)).toBe(false);
  });
  it('country to language: VN and LA give vi_VN, BD gives bn_BD, TA gives ta_IN; case and spaces ignored', () => {
    expect(C.languageForCountry('VN')).toBe('vi_VN');
    expect(C.languageForCountry('la')).toBe('vi_VN');
    expect(C.languageForCountry(' BD ')).toBe('bn_BD');
    expect(C.languageForCountry('TA')).toBe('ta_IN');
    expect(C.languageForCountry('IN')).toBe('hi_IN');
    expect(C.languageForCountry('FR')).toBeUndefined();
    expect(C.languageForCountry('toString')).toBeUndefined();
  });
  it('currency symbol: the table symbol, else the code itself', () => {
    expect(C.currencySymbol('BDT')).toBe('৳');
    expect(C.currencySymbol('VND')).toBe('₫');
    expect(C.currencySymbol('EUR')).toBe('EUR');
    expect(C.isCurrencyCode('USD')).toBe(true);
    expect(C.isCurrencyCode('EUR')).toBe(false);
    expect(C.isCurrencyCode(1)).toBe(false);
  });
  it('halls: ids 2 to 9 only, as numbers', () => {
    expect(C.isHallId(2)).toBe(true);
    expect(C.isHallId(9)).toBe(true);
    expect(C.isHallId(1)).toBe(false);
    expect(C.isHallId(10)).toBe(false);
    expect(C.isHallId('4')).toBe(false);
  });
  it('api: success is code 100 or 1000; retry on 408/409/425/429/500/502/503/504 only', () => {
    expect([100, 1000, 101, '100'].map(C.isSuccessCode)).toEqual([true, true, false, false]);
    const statuses = [400, 404, 408, 409, 425, 429, 500, 501, 502, 503, 504, undefined];
    expect(statuses.filter(C.isRetryableStatus)).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });
});
