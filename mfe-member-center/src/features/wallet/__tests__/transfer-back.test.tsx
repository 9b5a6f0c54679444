import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { TRANSFER_BACK_COUNTDOWN_S, getI18n, sessionStore, walletStore } from '@mfp/shared';
import type { MemberLayoutInfo } from '@mfp/shared';
import { fakeServer, renderAt } from '../../../test-support/harness';

const MY_CASH = '/api/member/profile/my_cash';
const GET_BACK = '/api/member/profile/balance_get_back';
const member = { id: 10001, member_account: 'demobdt01', member_currency: 'BDT' } as MemberLayoutInfo;

let getBackCode = 100;
let totalAfter = 0;
const server = () =>
  fakeServer({
    [MY_CASH]: (_b, n) => ({
      code: 100,
      data: {
        my_cash_list: [{ gp_id: 'GPAB', gp_name: 'AB Slots', cash: n === 1 ? 40 : 0, is_light: 1, icon_dark: '' }],
        total: n === 1 ? 100 : totalAfter,
      },
    }),
    [GET_BACK]: () => (getBackCode === 100 ? { code: 100, data: { moved: 40 } } : { code: getBackCode, message: 'server says no' }),
  });

jest.setTimeout(30_000);

beforeEach(() => {
  walletStore.getState().reset();
  // The member center is a logged-in page: the shared wallet refresh does nothing for a visitor.
  sessionStore.getState().login({ token: 't', member_id: member.id, member_currency: member.member_currency });
  sessionStore.getState().setMember(member);
  getBackCode = 100;
  totalAfter = 100;
});
afterEach(() => {
  walletStore.getState().reset();
  jest.useRealTimers();
});

describe('one-key transfer back (spec 4: balance get-back runs with a 10 s button countdown)', () => {
  it('shows the total and per-provider balances from my_cash', async () => {
    server();
    renderAt('/user/MyWallet');
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('100.00'));
    expect(screen.getByTestId('wallet-GPAB')).toHaveTextContent('40.00');
    expect(screen.getByTestId('wallet-main')).toHaveTextContent('60.00');
  });

  it('calls balance_get_back once, disables the button for 10 s with the seconds left, then re-enables it', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const s = server();
    renderAt('/user/MyWallet');
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('100.00'));
    const button = screen.getByTestId('transfer-back');
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByText('All balances are back in your main wallet.')).toBeInTheDocument());
    expect(s.count(GET_BACK)).toBe(1);
    expect(s.count(MY_CASH)).toBe(2);
    await waitFor(() => expect(screen.getByTestId('wallet-GPAB')).toHaveTextContent('0.00'));
    expect(screen.getByTestId('transfer-back')).toBeDisabled();
    expect(screen.getByTestId('transfer-back')).toHaveTextContent(`Try again in ${TRANSFER_BACK_COUNTDOWN_S} s`);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('transfer-back')).toHaveTextContent(`Try again in ${TRANSFER_BACK_COUNTDOWN_S - 3} s`);
    act(() => jest.advanceTimersByTime((TRANSFER_BACK_COUNTDOWN_S - 3) * 1000));
    expect(screen.getByTestId('transfer-back')).toBeEnabled();
    expect(screen.getByTestId('transfer-back')).toHaveTextContent('Transfer all back');
  });

  it.each([101, 103, 105])('code %i shows one_key_err_code_%i, not the server message', async (code) => {
    getBackCode = code;
    server();
    renderAt('/user/MyWallet');
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('100.00'));
    fireEvent.click(screen.getByTestId('transfer-back'));
    const text = getI18n().t(`one_key_err_code_${code}`, { ns: 'common' });
    expect(text).not.toBe(`one_key_err_code_${code}`);
    await waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
    expect(screen.queryByText('server says no')).not.toBeInTheDocument();
    expect(screen.getByTestId('transfer-back')).toBeDisabled();
  });

  it('another code shows the server message', async () => {
    getBackCode = 999;
    server();
    renderAt('/user/MyWallet');
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('100.00'));
    fireEvent.click(screen.getByTestId('transfer-back'));
    await waitFor(() => expect(screen.getByText('server says no')).toBeInTheDocument());
  });

  it("shows '-' while the balance refreshes", async () => {
    server();
    renderAt('/user/MyWallet');
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('-');
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('100.00'));
    // Under jest (NODE_ENV=test) antd's button follows its loading prop in a passive effect, not a layout
    // effect: the total can show before the button takes clicks again, and antd ignores a click while loading.
    await waitFor(() => expect(screen.getByTestId('wallet-refresh')).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(screen.getByTestId('wallet-refresh'));
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('-');
    await waitFor(() => expect(screen.getByTestId('wallet-total')).toHaveTextContent('100.00'));
  });
});
