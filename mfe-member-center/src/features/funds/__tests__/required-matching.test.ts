/** @jest-environment node */
import type { RuleObject } from 'antd/es/form';
import { requiredMatching } from '../utils/required-matching';

const [required, matching] = requiredMatching('bad', (v) => /^\d{4}$/.test(v)) as [RuleObject, RuleObject];
const check = (v: string | undefined) => matching.validator!(matching, v, () => undefined);

describe('requiredMatching', () => {
  it('requires the field with the message', () => {
    expect(required).toEqual({ required: true, message: 'bad' });
  });
  it('accepts a valid value and leaves an empty one to the required rule', async () => {
    await expect(check('1234')).resolves.toBeUndefined();
    await expect(check(undefined)).resolves.toBeUndefined();
    await expect(check('')).resolves.toBeUndefined();
  });
  it('rejects an invalid value with the same message', async () => {
    await expect(check('12a4')).rejects.toThrow('bad');
  });
});
