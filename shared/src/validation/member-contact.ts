import type { ContactField, RegisterSettingItem } from '../types/registration';
import { isContactChars, isContactValue } from './checks';
import { matches, required, validateForm } from './field-checks';
import type { FormChecks } from './field-checks';
import type { FieldCheck, FormRule } from './rule';
import { toFormRules, type RuleBuilderOptions } from './rule-builders';
import { CONTACT_FIELDS, REGISTRATION_MESSAGES as M } from './registration';

type Form = Record<string, unknown>;

/** A contact-app field the member may edit in the member center, and whether it may be left blank. */
export interface EditableContactField {
  field: ContactField;
  /** Whether it also accepts @ (telegram and skype, spec 5). */
  allowAt: boolean;
  /** Displayed and required at registration: it cannot be cleared. */
  required: boolean;
}

/**
 * The contact-app fields (spec 3) the member center lets the member edit: those whose register
 * setting for the member's currency has is_member_center = 1 (spec 3, register setting item), in
 * the order of the settings.
 */
export function editableContactFields(
  settings: readonly RegisterSettingItem[],
  currency: string,
): EditableContactField[] {
  const out: EditableContactField[] = [];
  for (const item of settings) {
    if (item.currency !== currency || item.is_member_center !== 1) continue;
    if (!Object.prototype.hasOwnProperty.call(CONTACT_FIELDS, item.name)) continue;
    const field = item.name as ContactField;
    out.push({ field, allowAt: CONTACT_FIELDS[field], required: item.is_display === 1 && item.is_required === 1 });
  }
  return out;
}

/** The contact-field rules of spec 5 (5-50 of letters, digits, _ . -, telegram and skype also @), blank allowed unless required. */
export function contactEditChecks(fields: readonly EditableContactField[]): FormChecks<ContactField> {
  const checks: FormChecks<ContactField> = {};
  for (const { field, allowAt, required: isRequired } of fields) {
    const list: FieldCheck<Form>[] = [
      matches((text) => isContactChars(text, allowAt), M.contactChars, true),
      matches((text) => isContactValue(text, allowAt), M.contactLength, true),
    ];
    checks[field] = isRequired ? [required(M.required), ...list] : list;
  }
  return checks;
}

/** antd rules of the member-center contact form. */
export function buildContactEditRules(
  fields: readonly EditableContactField[],
  options: RuleBuilderOptions = {},
): Partial<Record<ContactField, FormRule[]>> {
  const requiredFields = Object.fromEntries(fields.map((f) => [f.field, f.required]));
  return toFormRules(contactEditChecks(fields), { t: options.t, required: requiredFields });
}

/** Validates a contact edit: `{ field: messageKey }` of every failing field, empty when valid. */
export function validateContactEdit(
  form: Readonly<Record<string, unknown>>,
  fields: readonly EditableContactField[],
): Partial<Record<ContactField, string>> {
  return validateForm(contactEditChecks(fields), form);
}
