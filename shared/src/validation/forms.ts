import type { DoubleValidationQuestion } from '../constants/platform';
import { doubleValidationChecks, type DoubleValidationField } from './double-validation';
import { loginChecks, type LoginField } from './login';
import { newPasswordChecks, type NewPasswordField } from './new-password';
import { promptCheck, type PromptValidation } from './prompt';
import { toFormRule, type FormRule } from './rule';
import { toFormRules, type RuleBuilderOptions } from './rule-builders';
import { withdrawVerifyChecks, type WithdrawVerifyField, type WithdrawVerifyMethod } from './withdraw-verify';

/** antd rules of the login form (spec 5). */
export function buildLoginRules(
  options: RuleBuilderOptions & { demo?: boolean } = {},
): Partial<Record<LoginField, FormRule[]>> {
  const checks = loginChecks(options);
  return toFormRules(checks, { t: options.t, required: { account: true, password: true, answer: true } });
}

/** antd rules of the double-validation form for one question (spec 5). */
export function buildDoubleValidationRules(
  question: DoubleValidationQuestion,
  options: RuleBuilderOptions = {},
): Partial<Record<DoubleValidationField, FormRule[]>> {
  return toFormRules(doubleValidationChecks(question), {
    t: options.t,
    required: { answer: true, captcha_answer: true },
  });
}

/** antd rules of the withdraw-password verification form for the chosen method (spec 5). */
export function buildWithdrawVerifyRules(
  method: WithdrawVerifyMethod,
  options: RuleBuilderOptions = {},
): Partial<Record<WithdrawVerifyField, FormRule[]>> {
  const checks = withdrawVerifyChecks(method);
  const required = Object.fromEntries(Object.keys(checks).map((field) => [field, true]));
  return toFormRules(checks, { t: options.t, required });
}

/** antd rules of the new-password step (spec 5). */
export function buildNewPasswordRules(
  options: RuleBuilderOptions = {},
): Partial<Record<NewPasswordField, FormRule[]>> {
  return toFormRules(newPasswordChecks(), {
    t: options.t,
    required: { password: true, check_password: true },
  });
}

/** An antd rule for a message-box prompt input (spec 5); the default message is Illegal input. */
export function buildPromptRule(validation: PromptValidation, options: RuleBuilderOptions = {}): FormRule {
  return toFormRule([promptCheck(validation)], { t: options.t });
}
