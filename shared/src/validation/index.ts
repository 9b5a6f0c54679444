// The form rules and validators of every form (login, registration, funds, member center), as
// @mfp/shared/validation: outside the @mfp/shared barrel, which every page loads as one shared singleton, so a
// visitor page (no form until a click) does not carry them. They hold no state: the remotes that render forms
// bundle the ones they use. The Node reference server imports these files (@mfp/shared/validation/*): they stay
// free of browser and UI imports.
export {
  asText,
  isAccount,
  isAccountChars,
  isAlphanumeric,
  isBlank,
  isContactChars,
  isContactValue,
  isDigitCount,
  isDigits,
  isEmail,
  isInteger,
  isIp,
  isLengthBetween,
  isPasswordFormat,
  isRmbName,
  isUrl,
  isVndName,
} from './checks';
export {
  buildContactEditRules,
  contactEditChecks,
  editableContactFields,
  validateContactEdit,
} from './member-contact';
export {
  buildDoubleValidationRules,
  buildLoginRules,
  buildNewPasswordRules,
  buildPromptRule,
  buildWithdrawVerifyRules,
} from './forms';
export {
  buildRegistrationRules,
  CONTACT_FIELDS,
  joinBirthday,
  registerSettingsFor,
  REGISTRATION_MESSAGES,
  registrationChecks,
  validateRegistration,
} from './registration';
export {
  buildWithdrawPasswordSetRules,
  validateWithdrawPasswordSet,
  withdrawPasswordSetChecks,
} from './withdraw-password-set';
export { DOUBLE_VALIDATION_ANSWER_KEYS, doubleValidationChecks } from './double-validation';
export { equalsField, matches, required, ticked, validateForm } from './field-checks';
export { firstFailure, toFormRule } from './rule';
export { isDepositAmountInRange, isWithdrawPassword } from './funds';
export { loginChecks } from './login';
export { newPasswordChecks } from './new-password';
export { PROMPT_DEFAULT_MESSAGE_KEY, promptCheck } from './prompt';
export { toFormRules } from './rule-builders';
export { withdrawVerifyChecks } from './withdraw-verify';
export type { DoubleValidationField } from './double-validation';
export type { EditableContactField } from './member-contact';
export type { FieldCheck, FormRule, FormRuleObject, FormValues, Translate } from './rule';
export type { FieldSetting, RegistrationOptions } from './registration';
export type { FormChecks } from './field-checks';
export type { LoginField } from './login';
export type { NewPasswordField } from './new-password';
export type { PromptValidation } from './prompt';
export type { RuleBuilderOptions } from './rule-builders';
export type { WithdrawPasswordSetField } from './withdraw-password-set';
export type { WithdrawVerifyField, WithdrawVerifyMethod } from './withdraw-verify';
