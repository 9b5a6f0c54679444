import {
  closeAllPopups,
  DISPLAY_DEVICE,
  DISPLAY_LOCATION,
  gameStore,
  layoutStore,
  logoutGoesHome,
  MEMBER_CENTER_WINDOW,
  markMemberPresent,
  onAfterLogin,
  onAfterLogout,
  isMemberWindowPath,
  openMemberCenter,
  openModal,
  postBulletin,
  postMemberLayout,
  postRecommendProject,
  refreshWallet,
  removeMemberQueries,
  selectIsPlaying,
  sessionStore,
  storage,
  visiblePopupItems,
} from '@mfp/shared';
import type { LoginData, LogoutReason, MemberLayoutInfo } from '@mfp/shared';
import { navigateTo } from '../app/navigation';
import { afterLoginAction } from './after-login-redirect';
import { firstLoginAction } from './first-login';
import { memberExtrasStore } from './member-extras-store';
import { restoreCurrencyByCountry } from './currency';

export interface LifecycleContext {
  siteId: string;
  language: () => string;
}

const quiet = (p: Promise<unknown>): void => {
  p.catch((e: unknown) => console.warn('[mfp] after-login load failed', e));
};

/**
 * Applies a member layout: member data, stored ids, and the first-login rule. Its member_cash is the main
 * wallet only, not the total the cash display shows: the wallet is fetched after login (spec 4).
 */
export function applyMemberLayout(member: MemberLayoutInfo): void {
  sessionStore.getState().setMember(member);
  storage.set('member_id', String(member.id));
  storage.set('member_account', member.member_account);
  storage.set('currency', member.member_currency);
  const action = firstLoginAction(member, layoutStore.getState().isDesktop);
  if (action?.kind === 'modal') openModal('firstLoginChangePassword');
  if (action?.kind === 'navigate') navigateTo(action.to);
}

/** Loads the member layout (POST /member/profile/common/layout). */
export async function loadMemberLayout(): Promise<MemberLayoutInfo> {
  const reply = await postMemberLayout();
  applyMemberLayout(reply.data);
  return reply.data;
}

/**
 * The after-login loads of spec 4: layout, letters, discount pop-ups, recommend flags, then the page asked for.
 * The marquee is the lobby's: it reloads itself when the session store turns logged in.
 */
export function installSessionLifecycle(ctx: LifecycleContext): () => void {
  const offLogin = onAfterLogin((data: LoginData) => {
    // Issue 19 point 4: the next page request says a member is here (the token itself stays in storage).
    markMemberPresent(true);
    const s = sessionStore.getState();
    // A restored session already applied its layout before calling login.
    if (!s.member || String(s.member.id) !== String(data.member_id)) quiet(loadMemberLayout());
    // The total over every wallet, as the header, member window and game bar show it; '-' until it answers
    // (fetched through the query cache). The unread letters are MemberQueries' query.
    quiet(refreshWallet());
    quiet(
      postBulletin(
        { site_id: ctx.siteId, display_device: DISPLAY_DEVICE.both, display_location: DISPLAY_LOCATION.default },
        true,
      ).then((r) => {
        const items = visiblePopupItems({
          items: r.data.list ?? [],
          isDesktop: layoutStore.getState().isDesktop,
          isLoggedIn: true,
          closed: null,
        });
        // The member window is not where promotions are shown, as a pop-up (desktop) or as a page (a phone
        // opens /user in the main window): the site's other pages show them.
        if (items.length > 0 && window.name !== MEMBER_CENTER_WINDOW && !isMemberWindowPath(window.location.pathname))
          openModal('popupPromotion');
      }),
    );
    quiet(
      postRecommendProject().then((r) =>
        memberExtrasStore.getState().set({ recommendEnabled: Number(r.data.recommend_enabled) === 1 }),
      ),
    );
    const redirect = sessionStore.getState().takeRedirectAfterLogin();
    if (redirect) {
      const action = afterLoginAction(redirect, window.location.pathname);
      if (action.kind === 'popup') openMemberCenter(action.path);
      else if (action.kind === 'navigate') navigateTo(action.to);
    }
  });
  const offLogout = onAfterLogout((reason: LogoutReason) => {
    markMemberPresent(false);
    closeAllPopups();
    memberExtrasStore.getState().reset();
    removeMemberQueries();
    storage.remove('member_id');
    storage.remove('member_account');
    restoreCurrencyByCountry();
    if (logoutGoesHome(reason)) navigateTo('/');
  });
  return () => {
    offLogin();
    offLogout();
  };
}

/** Logout (spec 4): confirm first while a game plays, then the shared logout runs the handlers above. */
export async function requestLogout(confirmQuit: () => Promise<boolean>, callServer: () => Promise<unknown>): Promise<boolean> {
  if (selectIsPlaying(gameStore.getState()) && !(await confirmQuit())) return false;
  try {
    await callServer();
  } catch {
    // The local logout happens whatever the server says.
  }
  if (sessionStore.getState().token !== null || sessionStore.getState().phase === 'loggedIn') sessionStore.getState().logout('user');
  return true;
}
