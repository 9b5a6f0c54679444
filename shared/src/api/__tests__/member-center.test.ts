import * as api from '..';
import { installFakeClient } from './fake-adapter';

const { calls, answer } = installFakeClient();

const B = '/api/arks/web/member-center';
type Row = [string, () => Promise<unknown>, string, Record<string, unknown>, boolean];
const rows: Row[] = [
  ['postDepositChannels', () => api.postDepositChannels(), `${B}/deposit/channels`, {}, true],
  ['postDeposit', () => api.postDeposit({ channel_id: 1, amount: 500 }), `${B}/deposit`, { channel_id: 1, amount: 500 }, false],
  [
    'postWithdrawal',
    () => api.postWithdrawal({ amount: 600, withdraw_password: '1234' }),
    `${B}/withdrawal`,
    { amount: 600, withdraw_password: '1234' },
    false,
  ],
  [
    'postWalletTransfer',
    () => api.postWalletTransfer({ from_wallet: 'main', to_wallet: 'GPAB', amount: 5 }),
    `${B}/transfer`,
    { from_wallet: 'main', to_wallet: 'GPAB', amount: 5 },
    false,
  ],
  [
    'postTransferRecords',
    () => api.postTransferRecords({ start_date: '2024-01-01', end_date: '2024-01-31', page: 2, count: 20 }),
    `${B}/transfer/records`,
    { start_date: '2024-01-01', end_date: '2024-01-31', page: 2, count: 20 },
    true,
  ],
  ['postDwRecords', () => api.postDwRecords({ type: 2 }), `${B}/dw/records`, { type: 2 }, true],
  ['postBankAccountList', () => api.postBankAccountList(), `${B}/bank-account/list`, {}, true],
  [
    'postBankAccountBind',
    () => api.postBankAccountBind({ bank_name: 'Bank', account_name: 'Me', account_number: '12345678' }),
    `${B}/bank-account/bind`,
    { bank_name: 'Bank', account_name: 'Me', account_number: '12345678' },
    false,
  ],
  ['postRecommendProject', () => api.postRecommendProject(), `${B}/recommend/project`, {}, true],
  ['postRecommendRecords', () => api.postRecommendRecords({ page: 1 }), `${B}/recommend/records`, { page: 1 }, true],
  [
    'postRecommendMembers',
    () => api.postRecommendMembers({ member_account: 'abc', page: 1, count: 20 }),
    `${B}/recommend/members`,
    { member_account: 'abc', page: 1, count: 20 },
    true,
  ],
  [
    'postContactEdit',
    () => api.postContactEdit({ member_telegram: '@me_here', member_skype: '' }),
    `${B}/profile/contact`,
    { member_telegram: '@me_here', member_skype: '' },
    false,
  ],
  [
    'postWithdrawPasswordSet',
    () => api.postWithdrawPasswordSet({ withdraw_password: '2468', check_withdraw_password: '2468' }),
    `${B}/withdraw-password/set`,
    { withdraw_password: '2468', check_withdraw_password: '2468' },
    false,
  ],
];

describe('member-center calls: path and body', () => {
  it.each(rows)('%s posts to its path with its body', async (_name, call, path, body) => {
    await call();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('post');
    expect(calls[0]?.url).toBe(path);
    expect(JSON.parse(String(calls[0]?.data))).toEqual(body);
  });

  it.each(rows)('%s: reads are retried once on 503, mutations are not', async (_name, call, _path, _body, read) => {
    answer({ status: 503, body: { code: 500, message: 'down' } });
    await expect(call()).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(read ? 2 : 1);
  });

  it('postLetterDestroyIds sends the letter list body narrowed by ids', async () => {
    await api.postLetterDestroyIds({ active: 1, language: 'en_US', site_id: 'bd01', page: 2 }, [7, 8]);
    expect(calls[0]?.url).toBe('/api/arks/web/member/letter/destroy');
    expect(JSON.parse(String(calls[0]?.data))).toEqual({
      active: 1,
      count: 50,
      language: 'en_US',
      page: 2,
      site_id: 'bd01',
      sort_field: 'id',
      sort_order: 'desc',
      ids: [7, 8],
    });
  });

  it('contact edit and withdraw-password set carry their error flows', async () => {
    answer({ body: { code: 307, message: 'Telegram is invalid', data: { field: 'member_telegram' } } });
    await expect(api.postContactEdit({ member_telegram: 'x' })).rejects.toMatchObject({ code: 307, flow: 'contactEdit' });
    answer({ body: { code: 202, message: 'Withdraw password must be 4 digits', data: null } });
    await expect(
      api.postWithdrawPasswordSet({ withdraw_password: '1', check_withdraw_password: '1' }),
    ).rejects.toMatchObject({ code: 202, flow: 'withdrawPasswordSet' });
  });

  it('deposit and transfer carry their flows: a safer-play refusal keeps its data for the message', async () => {
    const data = { allowance: 40, currency: 'USD', period: '24h', grows_at: '2026-11-29T10:00:00.000Z' };
    answer({ body: { code: 601, message: 'Above your deposit limit', data } });
    await expect(api.postDeposit({ channel_id: 1, amount: 50 })).rejects.toMatchObject({ code: 601, flow: 'deposit', data });
    answer({ body: { code: 602, message: 'Loss limit reached', data: { opens_at: '2026-11-29T10:00:00.000Z' } } });
    await expect(api.postWalletTransfer({ from_wallet: 'main', to_wallet: 'GPAB', amount: 5 })).rejects.toMatchObject({ code: 602, flow: 'transfer' });
  });

  it('a server code other than success rejects with that code and message', async () => {
    answer({ body: { code: 201, message: 'Please bind a bank account first', data: null } });
    await expect(api.postDeposit({ channel_id: 1, amount: 1 })).rejects.toMatchObject({
      code: 201,
      message: 'Please bind a bank account first',
    });
  });
});
