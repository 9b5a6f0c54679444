// Pure rules: the Node reference server imports this folder, so it must stay free of browser and UI imports.
export {
  asText,
  isBlank,
  isEmail,
  isPasswordFormat,
  isInteger,
  isDigits,
  isDigitCount,
  isAlphanumeric,
  isUrl,
  isIp,
  isAccountChars,
  isAccount,
  isVndName,
  isRmbName,
  isLengthBetween,
  isContactChars,
  isContactValue,
} from './checks';
export type { FieldCheck, Translate, FormValues, FormRuleObject, FormRule } from './rule';
export { firstFailure, toFormRule } from './rule';
export type { FormChecks } from './field-checks';
export { required, matches, equalsField, ticked, validateForm } from './field-checks';
export type { RuleBuilderOptions } from './rule-builders';
export { toFormRules } from './rule-builders';
export type { LoginField } from './login';
export { loginChecks } from './login';
export type { DoubleValidationField } from './double-validation';
export { DOUBLE_VALIDATION_ANSWER_KEYS, doubleValidationChecks } from './double-validation';
export type { WithdrawVerifyMethod, WithdrawVerifyField } from './withdraw-verify';
export { withdrawVerifyChecks } from './withdraw-verify';
export type { NewPasswordField } from './new-password';
export { newPasswordChecks } from './new-password';
export type { PromptValidation } from './prompt';
export { PROMPT_DEFAULT_MESSAGE_KEY, promptCheck } from './prompt';
export type { RegistrationOptions, FieldSetting } from './registration';
export {
  REGISTRATION_MESSAGES,
  CONTACT_FIELDS,
  registerSettingsFor,
  joinBirthday,
  registrationChecks,
  buildRegistrationRules,
  validateRegistration,
} from './registration';
export {
  buildLoginRules,
  validateLogin,
  buildDoubleValidationRules,
  validateDoubleValidation,
  buildWithdrawVerifyRules,
  validateWithdrawVerify,
  buildNewPasswordRules,
  validateNewPassword,
  buildPromptRule,
} from './forms';
export type { EditableContactField } from './member-contact';
export { editableContactFields, contactEditChecks, buildContactEditRules, validateContactEdit } from './member-contact';
export type { WithdrawPasswordSetField } from './withdraw-password-set';
export {
  withdrawPasswordSetChecks,
  buildWithdrawPasswordSetRules,
  validateWithdrawPasswordSet,
} from './withdraw-password-set';
export { isDepositAmountInRange, isWithdrawPassword } from './funds';
