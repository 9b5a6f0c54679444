import { getSiteCookie } from '../../storage/site-cookies';
import { siteStore } from '../../stores/site-store';
import { followLanguageCurrency, lockVisitorCurrency, setVisitorCurrency } from '../visitor-currency';

const SITE = ['BDT', 'USD'];

describe("one source of truth for the visitor's currency (header, game lists, registration)", () => {
  afterEach(() => {
    document.cookie = 'ccy=; max-age=0; path=/';
    localStorage.clear();
    siteStore.getState().configure({ currency: '', currencyLock: null });
  });

  it('a chosen currency is written once for every reader: site store, ccy cookie, browser storage', () => {
    setVisitorCurrency('BDT');
    expect(siteStore.getState().currency).toBe('BDT');
    expect(getSiteCookie('currency')).toBe('BDT');
    expect(localStorage.getItem('currency')).toContain('BDT');
  });

  it("a link's lock makes its currency the visitor's (the header shows it) until lifted; the currency stays chosen", () => {
    siteStore.getState().configure({ currency: 'USD' });
    lockVisitorCurrency('BDT');
    expect(siteStore.getState()).toMatchObject({ currency: 'BDT', currencyLock: 'BDT' });
    lockVisitorCurrency(null);
    expect(siteStore.getState()).toMatchObject({ currency: 'BDT', currencyLock: null });
    expect(getSiteCookie('currency')).toBe('BDT');
  });

  it("switching to Bengali with no currency chosen gives BDT at once, as a reload would (spec 9's default by language)", () => {
    siteStore.getState().configure({ currency: 'USD' });
    followLanguageCurrency('bn_BD', SITE);
    expect(siteStore.getState().currency).toBe('BDT');
    followLanguageCurrency('en_US', SITE);
    expect(siteStore.getState().currency).toBe('USD');
  });

  it('a chosen or locked currency stays through a language switch', () => {
    setVisitorCurrency('USD');
    followLanguageCurrency('bn_BD', SITE);
    expect(siteStore.getState().currency).toBe('USD');
    lockVisitorCurrency('BDT');
    document.cookie = 'ccy=; max-age=0; path=/';
    followLanguageCurrency('en_US', SITE);
    expect(siteStore.getState().currency).toBe('BDT');
  });
});
