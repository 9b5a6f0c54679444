import * as V from '..';
import type { RegisterSettingItem } from '../../types';
import { runRules } from './run-rules';

const item = (name: string, flags: Partial<RegisterSettingItem> = {}): RegisterSettingItem =>
  ({ name, currency: 'BDT', is_display: 1, is_required: 0, is_unique: 0, is_member_center: 1, is_verification: 0, ...flags }) as RegisterSettingItem;

const SETTINGS: RegisterSettingItem[] = [
  item('member_name', { is_required: 1 }),
  item('member_telegram', { is_required: 1 }),
  item('member_whats_app'),
  item('member_skype', { is_display: 0 }),
  item('member_qq', { is_member_center: 0 }),
  item('member_others'),
  item('member_fb', { currency: 'USD' }),
];

describe('member-center contact edit (spec 3 contact-app fields, spec 5 contact rules)', () => {
  it('editable: the contact-app fields of the currency with is_member_center 1, required when displayed and required', () => {
    expect(V.editableContactFields(SETTINGS, 'BDT')).toEqual([
      { field: 'member_telegram', allowAt: true, required: true },
      { field: 'member_whats_app', allowAt: false, required: false },
      { field: 'member_skype', allowAt: true, required: false },
    ]);
    expect(V.editableContactFields(SETTINGS, 'USD')).toEqual([{ field: 'member_fb', allowAt: false, required: false }]);
  });

  it('contact: 5-50 of letters, digits, _ . - (telegram and skype also @); blank clears an optional field', () => {
    const fields = V.editableContactFields(SETTINGS, 'BDT');
    expect(V.validateContactEdit({ member_telegram: '@my.tele_gram', member_whats_app: '0171-222', member_skype: '' }, fields)).toEqual({});
    expect(V.validateContactEdit({ member_telegram: '', member_whats_app: 'a@bcdef', member_skype: 'ab' }, fields)).toEqual({
      member_telegram: 'signup.require_text',
      member_whats_app: 'signup.err_contact_format',
      member_skype: 'signup.err_contact_length',
    });
    expect(V.validateContactEdit({ member_telegram: 'x'.repeat(51), member_whats_app: 'x'.repeat(50) }, fields)).toEqual({
      member_telegram: 'signup.err_contact_length',
    });
  });

  it('contact: the antd rules translate the keys and mark required fields', async () => {
    const rules = V.buildContactEditRules(V.editableContactFields(SETTINGS, 'BDT'), { t: (k) => `T:${k}` });
    await expect(runRules(rules.member_telegram, '')).resolves.toBe('T:signup.require_text');
    await expect(runRules(rules.member_whats_app, '')).resolves.toBeNull();
    await expect(runRules(rules.member_whats_app, 'no spaces')).resolves.toBe('T:signup.err_contact_format');
    expect(rules.member_qq).toBeUndefined();
  });
});

describe('first withdraw password (spec 5 and 9: 4 digits)', () => {
  it('withdraw password: required, exactly 4 digits, equal to the confirmation', () => {
    expect(V.validateWithdrawPasswordSet({})).toEqual({
      withdraw_password: 'signup.require_text',
      check_withdraw_password: 'signup.require_text',
    });
    expect(V.validateWithdrawPasswordSet({ withdraw_password: '12a4', check_withdraw_password: '12a4' })).toEqual({
      withdraw_password: 'signup.err_withdraw_password',
    });
    expect(V.validateWithdrawPasswordSet({ withdraw_password: '12345', check_withdraw_password: '12345' })).toEqual({
      withdraw_password: 'signup.err_withdraw_password',
    });
    expect(V.validateWithdrawPasswordSet({ withdraw_password: '2468', check_withdraw_password: '2469' })).toEqual({
      check_withdraw_password: 'signup.err_checkPsw_diff',
    });
    expect(V.validateWithdrawPasswordSet({ withdraw_password: '2468', check_withdraw_password: '2468' })).toEqual({});
  });
  it('withdraw password: the antd rules see the other field', async () => {
    const rules = V.buildWithdrawPasswordSetRules({ t: (k) => `T:${k}` });
    await expect(runRules(rules.withdraw_password, '123')).resolves.toBe('T:signup.err_withdraw_password');
    await expect(runRules(rules.check_withdraw_password, '1111', { withdraw_password: '2222' })).resolves.toBe('T:signup.err_checkPsw_diff');
    await expect(runRules(rules.check_withdraw_password, '2222', { withdraw_password: '2222' })).resolves.toBeNull();
  });
});
