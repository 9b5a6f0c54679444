import {
  DEFAULT_AVAILABLE_QUESTIONS,
  DOUBLE_VALIDATION_QUESTIONS,
  MUST_CHANGE_PASSWORD,
  layoutStore,
  modalStore,
  postMemberLayout,
  sessionStore,
  type DoubleValidation,
  type DoubleValidationQuestion,
} from '@mfp/shared';

/** What a login, double validation or registration answers on success. */
export interface SessionReply {
  member_id: number | string;
  token?: string;
  member_account?: string;
  member_currency?: string;
}

/** Hands a successful login to the shared session store and closes the login modals. */
export function handOffSession(reply: SessionReply, account: string): void {
  const token = reply.token ?? sessionStore.getState().token ?? '';
  sessionStore.getState().login({
    token,
    member_id: reply.member_id,
    member_account: reply.member_account ?? account,
    ...(reply.member_currency ? { member_currency: reply.member_currency } : {}),
  });
  const modals = modalStore.getState();
  modals.closeModal('login');
  modals.closeModal('doubleValidation');
  void loadMemberAfterLogin();
}

/** Loads the member layout when the host has not, and asks for the first-login password change (spec 2). */
export async function loadMemberAfterLogin(
  go: (path: string) => void = (path) => window.location.assign(path),
): Promise<void> {
  let member = sessionStore.getState().member;
  if (!member) {
    try {
      member = (await postMemberLayout()).data;
      if (sessionStore.getState().phase === 'loggedIn') sessionStore.getState().setMember(member);
    } catch {
      return;
    }
  }
  if (member.first_login_to_change_password !== MUST_CHANGE_PASSWORD) return;
  if (layoutStore.getState().isDesktop) modalStore.getState().openModal('firstLoginChangePassword');
  else go('/user/Info');
}

const isQuestion = (value: unknown): value is DoubleValidationQuestion =>
  typeof value === 'string' && (DOUBLE_VALIDATION_QUESTIONS as readonly string[]).includes(value);

/** The double-validation challenge a login 107/802 carries; null when the data is not one. */
export function readChallenge(data: unknown): DoubleValidation | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const id = d.member_login_id;
  if ((typeof id !== 'string' && typeof id !== 'number') || !isQuestion(d.question)) return null;
  const count = Number(d.available_questions_count);
  return {
    member_login_id: id,
    question: d.question,
    available_questions_count: Number.isFinite(count) && count > 0 ? count : DEFAULT_AVAILABLE_QUESTIONS,
  };
}
