import { checkInternalPath } from '@mfp/shared';

/** Pages that live in their own pop-up window: from another page, the page asked for before login reopens there (spec 4). */
const POPUP_PAGES = [{ prefix: '/user', popup: 'memberCenter' }] as const;

export type AfterLoginAction =
  | { kind: 'popup'; popup: (typeof POPUP_PAGES)[number]['popup']; path: string }
  | { kind: 'navigate'; to: string }
  | { kind: 'stay' };

const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

/**
 * Where login returns to: the member center (/user) opens its pop-up unless this window already
 * shows it; /fastPayment navigates (its page opens the sized pop-up on desktop); any other page navigates;
 * a target that is not a safe in-site path is refused (the member stays on the current page).
 */
export function afterLoginAction(redirect: string, currentPath: string): AfterLoginAction {
  // Spec 8: the page asked for must be a safe in-site path; anything else is refused and login stays where it is.
  if (!checkInternalPath(redirect).ok) return { kind: 'stay' };
  const page = POPUP_PAGES.find((p) => under(redirect, p.prefix));
  if (page && !under(currentPath, page.prefix)) return { kind: 'popup', popup: page.popup, path: redirect };
  return { kind: 'navigate', to: redirect };
}
