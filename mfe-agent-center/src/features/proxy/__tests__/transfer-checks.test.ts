import { transferRules, validateTransfer } from '../utils/transfer-checks';

const ok = { member_account: 'demobdt01', amount: '50.25', withdraw_password: '1234' };

describe('agent transfer form (shared validators)', () => {
  test('a complete form within the balance passes', () => {
    expect(validateTransfer(ok, 100, 'agentact01')).toEqual({});
  });
  test('every field is required', () => {
    expect(validateTransfer({}, 100, 'agentact01')).toEqual({
      member_account: 'transfer.err_required',
      amount: 'transfer.err_required',
      withdraw_password: 'transfer.err_required',
    });
  });
  test('amount: positive, at most two decimals, not above the balance', () => {
    expect(validateTransfer({ ...ok, amount: '0' }, 100, 'a').amount).toBe('transfer.err_amount');
    expect(validateTransfer({ ...ok, amount: '1.234' }, 100, 'a').amount).toBe('transfer.err_amount');
    expect(validateTransfer({ ...ok, amount: '-5' }, 100, 'a').amount).toBe('transfer.err_amount');
    expect(validateTransfer({ ...ok, amount: '100.01' }, 100, 'a').amount).toBe('transfer.err_balance');
    expect(validateTransfer({ ...ok, amount: 100 }, 100, 'a').amount).toBeUndefined();
  });
  test('the withdraw password is 4 digits (spec 5)', () => {
    expect(validateTransfer({ ...ok, withdraw_password: '12a4' }, 100, 'a').withdraw_password).toBe('transfer.err_withdraw_password');
    expect(validateTransfer({ ...ok, withdraw_password: '12345' }, 100, 'a').withdraw_password).toBe('transfer.err_withdraw_password');
  });
  test('the account uses account characters and is not the agent itself', () => {
    expect(validateTransfer({ ...ok, member_account: 'bad name' }, 100, 'a').member_account).toBe('transfer.err_account');
    expect(validateTransfer({ ...ok, member_account: 'AgentAct01' }, 100, 'agentact01').member_account).toBe('transfer.err_self');
  });
  test('the antd rules translate the failure', async () => {
    const rules = transferRules(10, 'me', (k) => `T:${k}`);
    const rule = rules.amount[0];
    const validator = typeof rule === 'function' ? rule({ getFieldValue: () => undefined, getFieldsValue: () => ({ amount: '20' }) } as never).validator : rule?.validator;
    await expect(validator?.({}, '20')).rejects.toThrow('T:transfer.err_balance');
  });
});
