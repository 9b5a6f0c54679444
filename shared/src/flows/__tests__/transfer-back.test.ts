import { postBalanceGetBack, postMyCash } from '../../api/member';
import { ApiError } from '../../api/api-error';
import { TRANSFER_BACK_COUNTDOWN_S } from '../../constants';
import { sessionStore } from '../../stores/session-store';
import { walletStore } from '../../stores/wallet-store';
import { runTransferBack } from '../transfer-back';

jest.mock('../../api/member', () => ({ postMyCash: jest.fn(), postBalanceGetBack: jest.fn() }));
const myCash = jest.mocked(postMyCash);
const getBack = jest.mocked(postBalanceGetBack);

describe('spec 4: one-key transfer back, one flow for the games wallet bar and the member center', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    myCash.mockReset().mockResolvedValue({ code: 100, message: 'ok', data: { my_cash_list: [], total: '9.00' } } as never);
    getBack.mockReset().mockResolvedValue({ code: 100, message: 'ok', data: null } as never);
    walletStore.getState().reset();
    sessionStore.getState().login({ token: 't', member_id: 1, member_currency: 'BDT' });
  });
  afterEach(() => {
    walletStore.getState().reset();
    sessionStore.getState().logout('user');
    jest.useRealTimers();
  });

  it('marks itself in flight (one_key_waiting), starts the TRANSFER_BACK_COUNTDOWN_S countdown, then refreshes the wallet', async () => {
    const run = runTransferBack();
    expect(walletStore.getState()).toMatchObject({
      transferBackInProgress: true,
      transferBackCountdown: TRANSFER_BACK_COUNTDOWN_S,
    });
    await expect(run).resolves.toEqual({ kind: 'done' });
    expect(getBack).toHaveBeenCalledTimes(1);
    expect(myCash).toHaveBeenCalledTimes(1);
    expect(walletStore.getState()).toMatchObject({ transferBackInProgress: false, total: '9.00' });
  });

  it('is refused while the countdown runs, and allowed again once it ends', async () => {
    await runTransferBack();
    await expect(runTransferBack()).resolves.toEqual({ kind: 'busy' });
    expect(getBack).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(TRANSFER_BACK_COUNTDOWN_S * 1000);
    expect(walletStore.getState().transferBackCountdown).toBe(0);
    await expect(runTransferBack()).resolves.toEqual({ kind: 'done' });
    expect(getBack).toHaveBeenCalledTimes(2);
  });

  it('a failure is handed back with its error, without a wallet refresh; the caller picks the endpoint', async () => {
    const error = new ApiError({ code: 101, message: 'no', flow: 'balanceGetBack' });
    const send = jest.fn().mockRejectedValue(error);
    await expect(runTransferBack(send)).resolves.toEqual({ kind: 'failed', error });
    expect(send).toHaveBeenCalledTimes(1);
    expect(getBack).not.toHaveBeenCalled();
    expect(myCash).not.toHaveBeenCalled();
    expect(walletStore.getState().transferBackInProgress).toBe(false);
  });

  it('an aborted call is not an error to show', async () => {
    const send = jest.fn().mockRejectedValue(new ApiError({ code: 'aborted', message: '' }));
    await expect(runTransferBack(send)).resolves.toEqual({ kind: 'aborted' });
  });
});
