import { act, renderHook } from '@testing-library/react';
import { cashDisplay, formatCash, useCashDisplay } from '../cash-display';
import { sessionStore } from '../session-store';
import { walletStore } from '../wallet-store';

describe('spec 4 "Cash display": the total over all wallets, the same everywhere', () => {
  afterEach(() => {
    sessionStore.getState().logout('user');
    walletStore.getState().reset();
  });

  test("shows '-' while refreshing and before the wallet is known", () => {
    expect(cashDisplay({ cash: null, refreshing: false }, 'BDT')).toBe('-');
    expect(cashDisplay({ cash: 2579.32, refreshing: true }, 'BDT')).toBe('-');
  });

  test("the currency's sign, grouped digits and two decimals", () => {
    expect(cashDisplay({ cash: 2579.32, refreshing: false }, 'BDT')).toBe('৳ 2,579.32');
    expect(cashDisplay({ cash: 2586, refreshing: false }, 'USD')).toBe('$ 2,586.00');
    expect(cashDisplay({ cash: '1500', refreshing: false }, 'USD')).toBe('$ 1,500.00');
    expect(cashDisplay({ cash: '0.005', refreshing: false }, 'USD')).toBe('$ 0.01');
    expect(cashDisplay({ cash: 1234567.891, refreshing: false }, 'VND')).toBe('₫ 1,234,567.89');
    expect(cashDisplay({ cash: 0, refreshing: false }, 'BDT')).toBe('৳ 0.00');
  });

  test('a currency without a sign shows its code; no currency shows the amount alone; a negative sign leads', () => {
    expect(formatCash(10, 'XYZ')).toBe('XYZ 10.00');
    expect(formatCash(10, null)).toBe('10.00');
    expect(formatCash(-3, 'USD')).toBe('-$ 3.00');
    expect(formatCash('not a number', 'USD')).toBe('-');
    expect(formatCash(undefined, 'USD')).toBe('-');
  });

  test('the hook follows the wallet store and the member currency: login, refresh, a live total', () => {
    sessionStore.getState().login({ token: 't', member_id: 1, member_currency: 'BDT' });
    const { result } = renderHook(() => useCashDisplay());
    expect(result.current).toBe('-');
    act(() => walletStore.getState().beginRefresh());
    expect(result.current).toBe('-');
    act(() =>
      walletStore.getState().setWallet({
        my_cash_list: [{ gp_id: 'GPPG', is_light: 1, icon_dark: '', cash: 1079.32 }],
        total: 2579.32,
      }),
    );
    expect(result.current).toBe('৳ 2,579.32');
    act(() => walletStore.getState().setCash(2586));
    expect(result.current).toBe('৳ 2,586.00');
  });
});
