import { DEPOSIT_SUCCESS_EVENT, fireDepositSuccess } from '../deposit-marketing';

describe('member deposit success marketing event (spec 4 real-time: order_number, deposit_amount, deposit_times)', () => {
  afterEach(() => {
    delete (window as Window & { fbq?: unknown }).fbq;
  });

  it('dispatches the window event with the deposit and tracks a Purchase on the pixel when present', () => {
    const seen = jest.fn();
    window.addEventListener(DEPOSIT_SUCCESS_EVENT, (e) => seen((e as CustomEvent).detail));
    const fbq = jest.fn();
    (window as Window & { fbq?: unknown }).fbq = fbq;
    fireDepositSuccess({ order_number: 'D0001', deposit_amount: '500.00', deposit_times: 2 }, 'BDT');
    expect(seen).toHaveBeenCalledWith({ order_number: 'D0001', deposit_amount: 500, deposit_times: 2, currency: 'BDT' });
    expect(fbq).toHaveBeenCalledWith('track', 'Purchase', { value: 500, currency: 'BDT', deposit_times: 2 });
  });

  it('without a pixel on the page only the window event fires', () => {
    const seen = jest.fn();
    window.addEventListener(DEPOSIT_SUCCESS_EVENT, seen);
    expect(() => fireDepositSuccess({ order_number: 'D2', deposit_amount: 10, deposit_times: 1 }, null)).not.toThrow();
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
