import * as rules from '../start-context';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0 Safari/537.36';
const site = { languages: ['en_US', 'bn_BD'], currencies: ['BDT', 'USD'] };

describe('start locale (spec 9: the i18n_redirected cookie)', () => {
  it('takes a supported cookie, else the site first language, else the default', () => {
    expect(rules.startLocale('bn_BD', ['en_US'])).toBe('bn_BD');
    expect(rules.startLocale('xx_XX', ['bn_BD', 'en_US'])).toBe('bn_BD');
    expect(rules.startLocale(null, ['fr', 'en_US'])).toBe('en_US');
    expect(rules.startLocale(null, [])).toBe('en_US');
  });
});

describe('currency (spec 4: by country after logout, the ccy cookie at start)', () => {
  it('currency by country after logout, within the site currencies', () => {
    expect(rules.countryOf('bn-BD')).toBe('BD');
    expect(rules.countryOf('en')).toBeNull();
    expect(rules.currencyByCountry('BD', 'en_US', ['BDT', 'USD'])).toBe('BDT');
    expect(rules.currencyByCountry('US', 'bn_BD', ['BDT', 'USD'])).toBe('USD');
    expect(rules.currencyByCountry(null, 'bn_BD', ['BDT', 'USD'])).toBe('BDT');
    expect(rules.currencyByCountry('JP', 'en_US', ['BDT', 'USD'])).toBe('BDT');
  });
  it('start currency: the cookie when the site offers it, else the locale default', () => {
    expect(rules.startCurrency('USD', 'bn_BD', ['BDT', 'USD'])).toBe('USD');
    expect(rules.startCurrency('EUR', 'bn_BD', ['BDT', 'USD'])).toBe('BDT');
    expect(rules.startCurrency(null, 'en_US', ['USD'])).toBe('USD');
  });
});

describe('start layout of a request (spec 2: desktop from 992 px, desktop lock unless web_debug)', () => {
  it('the viewport-width hint decides when sent', () => {
    expect(rules.startLayout({ 'sec-ch-viewport-width': '991', 'user-agent': DESKTOP })).toBe('mobile');
    expect(rules.startLayout({ 'sec-ch-viewport-width': '992', 'user-agent': IPHONE })).toBe('desktop');
  });
  it('else the mobile hint, else the User-Agent', () => {
    expect(rules.startLayout({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP })).toBe('mobile');
    expect(rules.startLayout({ 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID })).toBe('desktop');
    expect(rules.startLayout({ 'user-agent': IPHONE })).toBe('mobile');
    expect(rules.startLayout({ 'user-agent': ANDROID })).toBe('mobile');
    expect(rules.startLayout({ 'user-agent': DESKTOP })).toBe('desktop');
    expect(rules.startLayout({})).toBe('desktop');
  });
  it('ignores a malformed width hint', () => {
    expect(rules.startLayout({ 'sec-ch-viewport-width': 'wide', 'user-agent': IPHONE })).toBe('mobile');
    expect(rules.startLayout({ 'sec-ch-viewport-width': '-5', 'user-agent': DESKTOP })).toBe('desktop');
  });
  it('the desktop lock forces desktop, unless web_debug', () => {
    expect(rules.startLayout({ 'user-agent': IPHONE }, true)).toBe('desktop');
    expect(rules.startLayout({ 'user-agent': IPHONE }, true, true)).toBe('mobile');
  });
});

describe('start context of a request', () => {
  it('reads language and currency from the Cookie header and the layout from the hints', () => {
    expect(
      rules.requestStartContext('a=1; i18n_redirected=bn_BD; ccy=USD', { 'user-agent': IPHONE }, site),
    ).toEqual({
      locale: 'bn_BD',
      currency: 'USD',
      layout: 'mobile',
    });
  });
  it('falls back to the site defaults without cookies', () => {
    expect(rules.requestStartContext(undefined, { 'user-agent': DESKTOP }, site)).toEqual({
      locale: 'en_US',
      currency: 'USD',
      layout: 'desktop',
    });
    expect(
      rules.requestStartContext('i18n_redirected=bn_BD', {}, { languages: ['bn_BD'], currencies: [] }),
    ).toEqual({
      locale: 'bn_BD',
      currency: 'BDT',
      layout: 'desktop',
    });
  });
  it('ignores a language or currency cookie the site does not offer (spec 9, spec 4)', () => {
    expect(rules.requestStartContext('i18n_redirected=fr_FR; ccy=EUR', { 'user-agent': DESKTOP }, site)).toEqual({
      locale: 'en_US',
      currency: 'USD',
      layout: 'desktop',
    });
    expect(rules.requestStartContext('i18n_redirected=bn_BD; ccy=EUR', {}, site).currency).toBe('BDT');
  });
  it('the width hint beats the mobile hint and the User-Agent (spec 2: desktop from 992 px)', () => {
    expect(rules.requestStartContext(undefined, { 'sec-ch-viewport-width': '1366', 'sec-ch-ua-mobile': '?1', 'user-agent': IPHONE }, site).layout).toBe('desktop');
    expect(rules.requestStartContext(undefined, { 'sec-ch-viewport-width': '390', 'sec-ch-ua-mobile': '?0', 'user-agent': DESKTOP }, site).layout).toBe('mobile');
  });
  it("applies the site's desktop lock to a phone, unless web_debug (spec 2)", () => {
    const locked = { ...site, desktopLock: true };
    expect(rules.requestStartContext(undefined, { 'user-agent': IPHONE }, locked).layout).toBe('desktop');
    expect(rules.requestStartContext(undefined, { 'user-agent': IPHONE }, locked, true).layout).toBe('mobile');
  });
});
