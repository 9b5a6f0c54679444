/** @jest-environment node */
import type { Rule } from 'antd/es/form';
import { buildLoginRules } from '../forms';
import { buildRegistrationRules } from '../registration';
import type { FormRule } from '../rule';

// Compile-time check (tsc): the structural rules are assignable to antd's own Rule type.
const asAntd = (rules: FormRule[] | undefined): Rule[] | undefined => rules;

describe('antd compatibility', () => {
  it('antd: rule builders produce values antd Form.Item accepts', () => {
    expect(asAntd(buildLoginRules().account)).toHaveLength(1);
    expect(asAntd(buildRegistrationRules([], 'BDT').member_account)).toHaveLength(1);
  });
});
