import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Form } from 'antd';
import { sessionStore } from '@mfp/shared';
import type { MemberLayoutInfo } from '@mfp/shared';
import { fakeServer, heldReply, renderAt } from '../../../test-support/harness';
import { FundsForm } from '../components/funds-form';
import { submitRepeatedly } from '../../../test-support/submit-repeatedly';

const CHANNELS = '/api/arks/web/member-center/deposit/channels';
const DEPOSIT = '/api/arks/web/member-center/deposit';
const BANKS = '/api/arks/web/member-center/bank-account/list';
const PROFILE = '/api/member/profile';
const WITHDRAW = '/api/arks/web/member-center/withdrawal';
const BIND = '/api/arks/web/member-center/bank-account/bind';

jest.setTimeout(90_000);
// A busy machine renders the whole member-center app slowly.
const slow = { timeout: 20_000 };

beforeEach(() => {
  sessionStore.getState().setMember({ id: 10001, member_account: 'demobdt01', member_currency: 'BDT' } as MemberLayoutInfo);
});

const amount = () => screen.getByLabelText('Amount');

describe('FundsForm: the money form Deposit and Withdrawal share', () => {
  const orderResult = { testId: 'order', describe: (order: string) => ({ done: true, title: `order ${order}`, text: 'made' }) };
  function Harness({ send, onFailed }: { send: (v: { amount: number }) => Promise<string>; onFailed?: () => void }) {
    const [form] = Form.useForm<{ amount: number }>();
    return (
      <App>
        <FundsForm title="Money" form={form} send={send} orderResult={orderResult} busy={false} onFailed={onFailed} submitLabel="Send" source={<p>source</p>} actions={<span>other action</span>} />
      </App>
    );
  }

  it('asks for the amount; a failure shows the error text, then onFailed; an order replaces the form until "again"', async () => {
    fakeServer({});
    let fail = true;
    const send = jest.fn(async () => {
      if (fail) throw new Error('boom');
      return 'D9';
    });
    const onFailed = jest.fn();
    render(<Harness send={send} onFailed={onFailed} />);
    expect(screen.getByText('source')).toBeInTheDocument();
    expect(screen.getByText('other action')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter an amount.', {}, slow)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(amount(), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ amount: 300 })), slow);
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1), slow);
    expect(await screen.findByText('Something went wrong. Please try again.', { exact: false }, slow)).toBeInTheDocument();
    expect(amount()).toHaveValue('300.00');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('order', {}, slow)).toHaveTextContent('order D9');
    fireEvent.click(screen.getByRole('button', { name: 'New request' }));
    expect(await screen.findByRole('button', { name: 'Send' }, slow)).toBeInTheDocument();
    expect(onFailed).toHaveBeenCalledTimes(1);
  });
});

describe('Deposit and Withdrawal keep their own parts (spec 2 and 5)', () => {
  it('Deposit: channel, amount within the channel range, fast payment; an accepted request shows its order', async () => {
    const server = fakeServer({
      [CHANNELS]: () => ({ code: 100, data: { list: [{ id: 3, name: 'bKash', min_amount: 100, max_amount: 5000 }], need_bank_account_deposit_verified: 0 } }),
      [DEPOSIT]: (b) => ({ code: 100, data: { order_number: 'D1', amount: b.amount, currency: 'BDT' } }),
    });
    renderAt('/user/Deposit');
    fireEvent.click(await screen.findByLabelText(/bKash/, {}, slow));
    expect(screen.getByTestId('fast-payment')).toBeInTheDocument();
    fireEvent.change(amount(), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(/Enter an amount between/, {}, slow)).toBeInTheDocument();
    expect(server.count(DEPOSIT)).toBe(0);
    fireEvent.change(amount(), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByTestId('deposit-order', {}, slow)).toHaveTextContent('D1');
    expect(server.calls.find((c) => c.url === DEPOSIT)?.body).toEqual({ channel_id: 3, amount: 200 });
  });

  it('Withdrawal: bank account, amount, 4-digit withdraw password; a refused request clears only the password', async () => {
    const server = fakeServer({
      [BANKS]: () => ({ code: 100, data: { list: [{ id: 9, bank_name: 'City Bank', account_number: '1234567890' }] } }),
      [PROFILE]: () => ({ code: 100, data: { is_withdraw_password: 1 } }),
      [WITHDRAW]: () => ({ code: 203, message: 'Wrong withdraw password' }),
    });
    renderAt('/user/Withdrawal');
    await screen.findByText('Forgot withdraw password?', {}, slow);
    const pin = screen.getByLabelText('Withdraw password');
    fireEvent.change(amount(), { target: { value: '600' } });
    fireEvent.change(pin, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The withdrawal password must be 4 digits', {}, slow)).toBeInTheDocument();
    expect(server.count(WITHDRAW)).toBe(0);
    fireEvent.change(pin, { target: { value: '1357' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(server.count(WITHDRAW)).toBe(1), slow);
    expect(server.calls.find((c) => c.url === WITHDRAW)?.body).toMatchObject({ bank_account_id: 9, amount: 600, withdraw_password: '1357' });
    await waitFor(() => expect(screen.getByLabelText('Withdraw password')).toHaveValue(''), slow);
    expect(amount()).toHaveValue('600.00');
  });
});

describe('one request per submit, however often it is clicked', () => {
  it('Deposit: repeated submits while the request runs send one deposit request', async () => {
    const held = heldReply({ code: 100, data: { order_number: 'D2', amount: 200, currency: 'BDT' } });
    const server = fakeServer({
      [CHANNELS]: () => ({ code: 100, data: { list: [{ id: 3, name: 'bKash', min_amount: 100, max_amount: 5000 }], need_bank_account_deposit_verified: 0 } }),
      [DEPOSIT]: held.route,
    });
    renderAt('/user/Deposit');
    fireEvent.click(await screen.findByLabelText(/bKash/, {}, slow));
    fireEvent.change(amount(), { target: { value: '200' } });
    await submitRepeatedly(screen.getByRole('button', { name: 'Deposit' }), () => server.count(DEPOSIT));
    held.release();
    expect(await screen.findByTestId('deposit-order', {}, slow)).toHaveTextContent('D2');
    expect(server.count(DEPOSIT)).toBe(1);
  });

  it('Withdrawal: repeated submits while the request runs send one withdrawal request', async () => {
    const held = heldReply({ code: 100, data: { order_number: 'W1', amount: 600 } });
    const server = fakeServer({
      [BANKS]: () => ({ code: 100, data: { list: [{ id: 9, bank_name: 'City Bank', account_number: '1234567890' }] } }),
      [PROFILE]: () => ({ code: 100, data: { is_withdraw_password: 1 } }),
      [WITHDRAW]: held.route,
    });
    renderAt('/user/Withdrawal');
    await screen.findByText('Forgot withdraw password?', {}, slow);
    fireEvent.change(amount(), { target: { value: '600' } });
    fireEvent.change(screen.getByLabelText('Withdraw password'), { target: { value: '1357' } });
    await submitRepeatedly(screen.getByRole('button', { name: 'Withdraw' }), () => server.count(WITHDRAW));
    held.release();
    expect(await screen.findByTestId('withdraw-order', {}, slow)).toHaveTextContent('W1');
    expect(server.count(WITHDRAW)).toBe(1);
  });

  it('Bind bank account: repeated submits while the request runs send one bind request', async () => {
    const held = heldReply({ code: 100, data: null });
    const server = fakeServer({
      [BANKS]: () => ({ code: 100, data: { list: [], max_count: 3 } }),
      [BIND]: held.route,
    });
    renderAt('/user/BindAccount');
    const form = await screen.findByTestId('bind-form', {}, slow);
    fireEvent.change(within(form).getByLabelText('Bank name'), { target: { value: 'City Bank' } });
    fireEvent.change(within(form).getByLabelText('Account holder'), { target: { value: 'Demo Member' } });
    fireEvent.change(within(form).getByLabelText('Account number'), { target: { value: '1234567890' } });
    await submitRepeatedly(within(form).getByRole('button', { name: 'Bind account' }), () => server.count(BIND));
    held.release();
    await screen.findByTestId('page-Deposit', {}, slow);
    expect(server.count(BIND)).toBe(1);
  });
});
