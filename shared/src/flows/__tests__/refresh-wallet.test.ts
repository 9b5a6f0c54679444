import { postMyCash } from '../../api/member';
import { sessionStore } from '../../stores/session-store';
import { walletStore } from '../../stores/wallet-store';
import { applyCashSnapshot, refreshWallet } from '../refresh-wallet';

jest.mock('../../api/member', () => ({ postMyCash: jest.fn() }));
const myCash = jest.mocked(postMyCash);

/** Each test of the block starts logged in with `currency`, an empty wallet and a fresh my_cash mock. */
function loggedInWith(currency: string) {
  beforeEach(() => {
    myCash.mockReset();
    walletStore.getState().reset();
    sessionStore.getState().login({ token: 't', member_id: 1, member_currency: currency });
  });
  afterEach(() => sessionStore.getState().logout('user'));
}

describe("spec 4: the member's cash refresh (shown as '-' while it runs)", () => {
  loggedInWith('BDT');

  it('shows refreshing while my_cash runs, then the new wallet', async () => {
    let answer: (v: Awaited<ReturnType<typeof postMyCash>>) => void = () => undefined;
    myCash.mockReturnValue(new Promise((r) => (answer = r)));
    const done = refreshWallet();
    expect(walletStore.getState().refreshing).toBe(true);
    answer({ code: 100, message: 'ok', data: { my_cash_list: [], total: '12.50' } } as never);
    await expect(done).resolves.toBe(true);
    expect(walletStore.getState()).toMatchObject({ refreshing: false, total: '12.50' });
  });

  it('a failed call leaves the refreshing state and says so', async () => {
    myCash.mockRejectedValue(new Error('down'));
    await expect(refreshWallet()).resolves.toBe(false);
    expect(walletStore.getState().refreshing).toBe(false);
  });

  it('a reply without a wallet leaves the refreshing state and keeps the cash shown before', async () => {
    walletStore.getState().setWallet({ my_cash_list: [], total: '7.00' });
    myCash.mockResolvedValue({ code: 100, message: 'ok', data: null } as never);
    await expect(refreshWallet()).resolves.toBe(false);
    expect(walletStore.getState()).toMatchObject({ refreshing: false, total: '7.00' });
  });

  it('with skipIfRunning, leaves a refresh already running alone (one my_cash call)', async () => {
    let answer: (v: Awaited<ReturnType<typeof postMyCash>>) => void = () => undefined;
    myCash.mockReturnValue(new Promise((r) => (answer = r)));
    const first = refreshWallet();
    await expect(refreshWallet({ skipIfRunning: true })).resolves.toBe(false);
    expect(myCash).toHaveBeenCalledTimes(1);
    answer({ code: 100, message: 'ok', data: { my_cash_list: [], total: '3.00' } } as never);
    await expect(first).resolves.toBe(true);
  });

  it('without skipIfRunning, a second refresh asks my_cash again (a later balance may differ)', async () => {
    myCash.mockResolvedValue({ code: 100, message: 'ok', data: { my_cash_list: [], total: '4.00' } } as never);
    walletStore.getState().beginRefresh();
    await expect(refreshWallet()).resolves.toBe(true);
    expect(myCash).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a visitor', async () => {
    sessionStore.getState().logout('user');
    await expect(refreshWallet()).resolves.toBe(false);
    expect(myCash).not.toHaveBeenCalled();
  });
});

describe('spec 4: a real-time cash snapshot sets the total over all wallets, never the main wallet alone', () => {
  loggedInWith('USD');

  it('a list and a total replace the wallet', () => {
    applyCashSnapshot({ my_cash_list: [{ gp_id: 'GPPG', is_light: 1, icon_dark: '', cash: 5 }], total: 20 });
    expect(walletStore.getState()).toMatchObject({ cash: 20, total: 20, wallets: [{ gp_id: 'GPPG' }] });
    expect(myCash).not.toHaveBeenCalled();
  });

  it('a total (the server sends member_cash beside it) sets the total, not member_cash', () => {
    applyCashSnapshot({ member_cash: 0, total: 2579.32 });
    expect(walletStore.getState().cash).toBe(2579.32);
  });

  it('member_cash alone is the main wallet: the wallet is fetched for the total', async () => {
    myCash.mockResolvedValue({ code: 100, message: 'ok', data: { my_cash_list: [], total: '1500.00' } } as never);
    applyCashSnapshot({ member_cash: 0 });
    expect(walletStore.getState().refreshing).toBe(true);
    // The fetch goes through the query cache: a few more ticks than a bare call.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(myCash).toHaveBeenCalledTimes(1);
    expect(walletStore.getState()).toMatchObject({ cash: '1500.00', refreshing: false });
  });
});
