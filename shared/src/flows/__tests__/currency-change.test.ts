/** @jest-environment node */
import { currencyChangeAction } from '../currency-change';

describe('currency change after login (spec 4)', () => {
  it('reloads the game list on desktop and the page on mobile', () => {
    expect(currencyChangeAction({ wasLoggedIn: true, isDesktop: true, from: 'BDT', to: 'USD' })).toBe('reloadGameList');
    expect(currencyChangeAction({ wasLoggedIn: true, isDesktop: false, from: 'BDT', to: 'USD' })).toBe('reloadPage');
  });
  it('does nothing at login itself, without a previous currency, or when the currency is the same', () => {
    expect(currencyChangeAction({ wasLoggedIn: false, isDesktop: false, from: 'USD', to: 'BDT' })).toBe('none');
    expect(currencyChangeAction({ wasLoggedIn: true, isDesktop: false, from: null, to: 'BDT' })).toBe('none');
    expect(currencyChangeAction({ wasLoggedIn: true, isDesktop: false, from: 'BDT', to: 'BDT' })).toBe('none');
    expect(currencyChangeAction({ wasLoggedIn: true, isDesktop: true, from: 'BDT', to: null })).toBe('none');
  });
});
