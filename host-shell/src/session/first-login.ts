import type { MemberLayoutInfo } from '@mfp/shared';

/** First login with a forced password change: the desktop modal, or /user/Info on mobile (spec 2). */
export type FirstLoginAction = { kind: 'modal' } | { kind: 'navigate'; to: '/user/Info' } | null;

export function firstLoginAction(member: Pick<MemberLayoutInfo, 'first_login_to_change_password'>, isDesktop: boolean): FirstLoginAction {
  if (Number(member.first_login_to_change_password) !== 1) return null;
  return isDesktop ? { kind: 'modal' } : { kind: 'navigate', to: '/user/Info' };
}
