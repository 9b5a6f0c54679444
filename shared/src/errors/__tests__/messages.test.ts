/** @jest-environment node */
import en from '../../i18n/locales/en_US/rules.json';
import bn from '../../i18n/locales/bn_BD/rules.json';
import { ERROR_TABLES, GENERIC_ERROR_KEY } from '..';
import { DOUBLE_VALIDATION_ANSWER_KEYS } from '../../validation/double-validation';
import { validateForm } from '../../validation/field-checks';
import { loginChecks } from '../../validation/login';
import { newPasswordChecks } from '../../validation/new-password';
import { withdrawVerifyChecks } from '../../validation/withdraw-verify';
import { PROMPT_DEFAULT_MESSAGE_KEY } from '../../validation/prompt';
import { REGISTRATION_MESSAGES } from '../../validation/registration';
import { limitAmountProblem } from '../../safer-play/limits';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((out, [key, value]) => {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
    return out;
  }, {});

const enKeys = flatten(en as Tree);
const bnKeys = flatten(bn as Tree);

const referenced = new Set<string>([
  GENERIC_ERROR_KEY,
  PROMPT_DEFAULT_MESSAGE_KEY,
  ...Object.values(REGISTRATION_MESSAGES),
  ...Object.values(DOUBLE_VALIDATION_ANSWER_KEYS),
  ...Object.values(validateForm(loginChecks(), {})),
  ...Object.values(validateForm(newPasswordChecks(), { password: 'x', check_password: 'y' })),
  ...Object.values(validateForm(newPasswordChecks(), {})),
  ...Object.values(
    validateForm(withdrawVerifyChecks('email'), { withdraw_password: '1', member_email: 'x' }),
  ),
  ...Object.values(validateForm(withdrawVerifyChecks('phone'), { member_phone: 'x' })),
  ...[undefined, 0, 1e12, 1.234].map((v) => limitAmountProblem(v) ?? ''),
  'safer_play.err_deposit_limit_full',
  ...Object.values(ERROR_TABLES).flatMap((table) =>
    [...Object.values(table.codes), table.fallback].flatMap((entry) => [
      ...(entry.key ? [entry.key] : []),
      ...(entry.whenData ? [entry.whenData.key] : []),
    ]),
  ),
]);

describe('rules messages (en_US and bn_BD rules.json)', () => {
  it.each([...referenced].sort())('message %s exists in en_US and bn_BD', (key) => {
    expect(enKeys[key]).toEqual(expect.any(String));
    expect(bnKeys[key]).toEqual(expect.any(String));
  });
  it('both files have the same keys', () => {
    expect(Object.keys(bnKeys).sort()).toEqual(Object.keys(enKeys).sort());
  });
  it('every Bengali message is written in Bengali script, not English', () => {
    for (const [key, value] of Object.entries(bnKeys)) {
      expect([key, /[\u0980-\u09ff]/.test(value)]).toEqual([key, true]);
      expect([key, value]).not.toEqual([key, enKeys[key]]);
    }
  });
  it('interpolations match between languages', () => {
    const vars = (text: string | undefined) => (text ?? '').match(/\{\{\w+\}\}/g) ?? [];
    for (const key of Object.keys(enKeys)) expect([key, vars(bnKeys[key])]).toEqual([key, vars(enKeys[key])]);
  });
  it('Page not found carries the path', () => {
    expect(enKeys['error.page_not_found']).toBe('Page not found: {{fullPath}}');
  });
});
