import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@mfp/shared';
import type { MemberLayoutInfo } from '@mfp/shared';
import { fakeServer, renderAt } from '../../../test-support/harness';

const SP = '/api/arks/web/safer-play';
const slow = { timeout: 20_000 };
jest.setTimeout(90_000);

const limit = (period: string, amount: number | null, pending: unknown = null) => ({ period, amount, pending, used: 0 });
const limits = (deposit24: ReturnType<typeof limit>) => ({
  code: 100,
  data: {
    currency: 'BDT',
    has_deposited: 1,
    deposit: [deposit24, limit('7d', null), limit('30d', null)],
    loss: [limit('24h', null), limit('7d', null), limit('30d', null)],
    deposit_allowance: deposit24.amount === null ? null : { allowance: deposit24.amount, period: '24h', limit: deposit24.amount, used: 0, grows_at: null },
    loss_blocking: null,
  },
});

beforeEach(() => {
  sessionStore.getState().setMember({ id: 10001, member_account: 'demobdt01', member_currency: 'BDT' } as MemberLayoutInfo);
});

describe('Safer play pages', () => {
  it('limits: a raise shows as pending with its moment and can be cancelled; a bad amount keeps what was typed', async () => {
    let state = limit('24h', 500);
    const server = fakeServer({
      [`${SP}/limits`]: () => limits(state),
      [`${SP}/limits/set`]: (b) => {
        state = limit('24h', 500, { amount: b.amount, effective_at: '2026-11-29T14:00:00.000Z' });
        return { code: 100, data: { change: 'increaseRequested', limit: state } };
      },
      [`${SP}/limits/cancel`]: () => {
        state = limit('24h', 500);
        return { code: 100, data: { limit: state } };
      },
    });
    renderAt('/user/SaferLimits');
    const row = await screen.findByTestId('limit-deposit-24h', {}, slow);
    expect(within(row).getByTestId('limit-amount-deposit-24h')).toHaveTextContent('৳ 500.00');
    const input = within(row).getByTestId('limit-input-deposit-24h');
    fireEvent.change(input, { target: { value: '1.234' } });
    fireEvent.click(within(row).getByTestId('limit-save-deposit-24h'));
    expect(await within(row).findByText('Use at most two decimals.', {}, slow)).toBeInTheDocument();
    expect(server.count(`${SP}/limits/set`)).toBe(0);
    fireEvent.change(input, { target: { value: '900' } });
    fireEvent.click(within(row).getByTestId('limit-save-deposit-24h'));
    const pending = await screen.findByTestId('limit-pending-deposit-24h', {}, slow);
    expect(pending).toHaveTextContent('Raising to ৳ 900.00 takes effect at Nov 29, 2026, 10:00 AM GMT-4.');
    expect(server.calls.find((c) => c.url === `${SP}/limits/set`)?.body).toEqual({ kind: 'deposit', period: '24h', amount: 900 });
    fireEvent.click(within(pending).getByTestId('limit-cancel-deposit-24h'));
    await waitFor(() => expect(screen.queryByTestId('limit-pending-deposit-24h')).toBeNull(), slow);
  });

  it('take a break: a wrong password shows on the field, nothing typed is lost', async () => {
    fakeServer({
      [`${SP}/break`]: () => ({ code: 605, message: 'The password is wrong', data: { field: 'password' } }),
    });
    renderAt('/user/TakeBreak');
    fireEvent.click(await screen.findByTestId('timeout-period-7d', {}, slow));
    const password = screen.getByTestId('timeout-password');
    fireEvent.change(password, { target: { value: 'Wrong123' } });
    fireEvent.click(screen.getByTestId('timeout-submit'));
    expect(await screen.findByText('The password is wrong.', {}, slow)).toBeInTheDocument();
    expect(password).toHaveValue('Wrong123');
  });

  it('the menu has the Safer play group', async () => {
    fakeServer({ [`${SP}/activity`]: () => ({ code: 100, data: { grain: 'day', currency: 'BDT', list: [], limit_history: [] } }) });
    renderAt('/user/MyActivity');
    const menu = await screen.findByTestId('member-menu', {}, slow);
    for (const page of ['SaferLimits', 'RealityCheck', 'TakeBreak', 'SelfExclusion', 'MyActivity']) {
      expect(within(menu).getByTestId(`menu-${page}`)).toBeInTheDocument();
    }
    expect(await screen.findByText('You have not changed a limit yet.', {}, slow)).toBeInTheDocument();
  });
});

describe('Safer play settings pages render', () => {
  it('reality checks: the interval and the clock, saved together', async () => {
    const server = fakeServer({
      [`${SP}/session`]: () => ({ code: 100, data: { login_at: '2026-11-28T10:00:00.000Z', now: '2026-11-28T10:05:00.000Z', reality_check_minutes: 0, show_clock: 0, net_position: 0, currency: 'BDT' } }),
      [`${SP}/reality-check`]: (b) => ({ code: 100, data: { reality_check_minutes: b.minutes, show_clock: b.show_clock } }),
    });
    renderAt('/user/RealityCheck');
    fireEvent.click(await screen.findByTestId('reality-30', {}, slow));
    fireEvent.click(screen.getByTestId('reality-clock'));
    fireEvent.click(screen.getByTestId('reality-save'));
    await waitFor(() => expect(server.calls.find((c) => c.url === `${SP}/reality-check`)?.body).toEqual({ minutes: 30, show_clock: 1 }), slow);
  });
});
