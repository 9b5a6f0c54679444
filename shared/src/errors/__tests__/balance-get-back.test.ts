/** @jest-environment node */
import en from '../../i18n/locales/en_US/rules.json';
import bn from '../../i18n/locales/bn_BD/rules.json';
import { resolveError } from '..';

const messages = { en_US: en as Record<string, unknown>, bn_BD: bn as Record<string, unknown> };

// Spec 8: balance get-back codes 101-105 show the keys one_key_err_code_101 to one_key_err_code_105.
describe('balance get-back codes 101-105 (spec 8)', () => {
  test.each([101, 102, 103, 104, 105])('code %i shows its one_key_err_code_ key', (code) => {
    expect(resolveError('balanceGetBack', code, 'server text')).toEqual(
      expect.objectContaining({ kind: 'i18n', key: `one_key_err_code_${code}`, notify: true }),
    );
  });

  test('another code shows the server message', () => {
    expect(resolveError('balanceGetBack', 106, 'server text')).toEqual(
      expect.objectContaining({ kind: 'server', message: 'server text' }),
    );
  });

  // The message texts say what the code means, in both languages.
  const MEANING: Record<number, RegExp> = {
    101: /no wallet balance/i,
    102: /game is still in progress/i,
    103: /too frequent/i,
    104: /maintenance/i,
    105: /transfers are disabled/i,
  };
  test.each(Object.entries(MEANING))('en_US text of %s says what it means; bn_BD has its own', (code, meaning) => {
    expect(String(messages.en_US[`one_key_err_code_${code}`])).toMatch(meaning);
    expect(String(messages.bn_BD[`one_key_err_code_${code}`])).toMatch(/[\u0980-\u09ff]/);
  });
});
