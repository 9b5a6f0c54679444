/** @jest-environment node */
import { chooseRegisterCurrency } from '../register-currency';

const open = ['BDT', 'USD'];

describe('registration currency (spec 2 /register?currency, spec 4 link lock, spec 8 currency not yet open)', () => {
  test('a link lock wins', () => {
    expect(chooseRegisterCurrency({ locked: 'BDT', query: 'USD', site: 'USD', open })).toEqual({ currency: 'BDT', notOpen: null });
  });

  test("the query's currency when the site opens it", () => {
    expect(chooseRegisterCurrency({ locked: null, query: 'USD', site: 'BDT', open })).toEqual({ currency: 'USD', notOpen: null });
    expect(chooseRegisterCurrency({ locked: null, query: 'usd', site: 'BDT', open })).toEqual({ currency: 'USD', notOpen: null });
  });

  test('a query currency the site does not open is said, and the form stays on the currency the header shows', () => {
    expect(chooseRegisterCurrency({ locked: null, query: 'VND', site: 'USD', open })).toEqual({ currency: 'USD', notOpen: 'VND' });
  });

  test("without a query, the visitor's currency (the header's), else the first open one", () => {
    expect(chooseRegisterCurrency({ locked: null, query: null, site: 'USD', open })).toEqual({ currency: 'USD', notOpen: null });
    expect(chooseRegisterCurrency({ locked: null, query: '', site: 'VND', open })).toEqual({ currency: 'BDT', notOpen: null });
    expect(chooseRegisterCurrency({ locked: null, query: null, site: null, open: [] })).toEqual({ currency: '', notOpen: null });
  });

  test('a link locking a currency that is not open keeps the lock and says so', () => {
    expect(chooseRegisterCurrency({ locked: 'VND', query: null, site: 'USD', open })).toEqual({ currency: 'VND', notOpen: 'VND' });
  });
});
