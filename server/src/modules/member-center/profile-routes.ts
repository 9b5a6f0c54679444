import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { editableContactFields, validateContactEdit } from '@mfp/shared/validation/member-contact';
import { CONTACT_FIELDS } from '@mfp/shared/validation/registration';
import { validateWithdrawPasswordSet } from '@mfp/shared/validation/withdraw-password-set';
import type { ContactField } from '@mfp/shared/types';
import type { ServerDeps } from '../../core/deps';
import { findMemberById, memberProfile } from '../../core/members';
import { hashPassword } from '../../core/passwords';
import { fail, ok } from '../../core/reply';
import { currentMember, requireMember } from '../../core/session';
import { REALTIME_EVENTS } from '../../realtime/events';
import { publishToMember } from '../member/wallet';
import { FIELD_CODES, REGISTER_CODES } from '../registration/codes';
import { registerSettings } from '../registration/checks';
import { CONTACT_EDIT_CODES, WITHDRAW_PASSWORD_SET_CODES } from './codes';

const BASE = '/api/arks/web/member-center';
const CONTACT_NAMES = Object.keys(CONTACT_FIELDS) as ContactField[];
/** Longer than any valid contact (50) so that the field rule, not the schema, names the failure. */
const ContactValue = Type.Optional(Type.String({ maxLength: 200 }));
const contactBody = Type.Object(Object.fromEntries(CONTACT_NAMES.map((f) => [f, ContactValue])) as Record<ContactField, typeof ContactValue>);

/** The member's own profile changes: contact-app fields and the first withdraw password. */
export function profileRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const auth = requireMember(deps);

  r.post(`${BASE}/profile/contact`, { onRequest: auth, schema: { tags: ['member-center'], body: contactBody } }, async (req) => {
    const member = currentMember(req);
    const body = req.body as Partial<Record<ContactField, string>>;
    const sent = CONTACT_NAMES.filter((f) => typeof body[f] === 'string');
    if (sent.length === 0) return fail(CONTACT_EDIT_CODES.nothingToChange, 'Nothing to change');
    const editable = editableContactFields(registerSettings(deps, member.member_currency), member.member_currency);
    const locked = sent.find((f) => !editable.some((e) => e.field === f));
    if (locked) return fail(CONTACT_EDIT_CODES.notEditable, 'This field cannot be edited in the member center', { field: locked });
    const values = Object.fromEntries(sent.map((f) => [f, (body[f] ?? '').trim()])) as Record<ContactField, string>;
    const errors = validateContactEdit(values, editable.filter((e) => sent.includes(e.field)));
    const bad = sent.find((f) => errors[f]);
    if (bad) {
      const code = FIELD_CODES[bad] as keyof typeof REGISTER_CODES;
      return fail(code, REGISTER_CODES[code], { field: bad });
    }
    const assignments = sent.map((f) => `${f} = ?`).join(', ');
    deps.db
      .prepare(`UPDATE members SET ${assignments}, updated_at = datetime('now') WHERE id = ?`)
      .run(...sent.map((f) => values[f]), member.id);
    await publishToMember(deps, member.id, REALTIME_EVENTS.profileUpdated, { fields: sent });
    const updated = findMemberById(deps.db, member.id);
    return ok(updated ? memberProfile(updated) : null);
  });

  r.post(`${BASE}/withdraw-password/set`, {
    onRequest: auth,
    schema: {
      tags: ['member-center'],
      body: Type.Object({ withdraw_password: Type.String({ maxLength: 32 }), check_withdraw_password: Type.String({ maxLength: 32 }) }),
    },
  }, async (req) => {
    const member = currentMember(req);
    if (member.withdraw_password_hash) {
      return fail(WITHDRAW_PASSWORD_SET_CODES.alreadySet, 'A withdraw password is already set; use the withdraw-password verification to change it');
    }
    const errors = validateWithdrawPasswordSet(req.body);
    if (errors.withdraw_password) return fail(WITHDRAW_PASSWORD_SET_CODES.invalidFormat, 'Withdraw password must be 4 digits', { field: 'withdraw_password' });
    if (errors.check_withdraw_password) {
      return fail(WITHDRAW_PASSWORD_SET_CODES.confirmationDiffers, 'The two withdraw passwords differ', { field: 'check_withdraw_password' });
    }
    // Only the first set: a concurrent request that set it meanwhile wins.
    const changed = deps.db
      .prepare("UPDATE members SET withdraw_password_hash = ?, updated_at = datetime('now') WHERE id = ? AND withdraw_password_hash IS NULL")
      .run(hashPassword(req.body.withdraw_password), member.id).changes;
    if (changed === 0) return fail(WITHDRAW_PASSWORD_SET_CODES.alreadySet, 'A withdraw password is already set');
    await publishToMember(deps, member.id, REALTIME_EVENTS.profileUpdated, { fields: ['withdraw_password'], is_withdraw_password: 1 });
    return ok({ is_withdraw_password: 1 });
  });
}
