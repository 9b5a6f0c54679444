import { onAfterLogout, takeLogoutNotice } from '@mfp/shared';
import type { LogoutNotice } from '@mfp/shared';

/**
 * Tells the member why they were logged out (spec 4: 'already login', session ended, another window).
 * The store keeps the notice in session storage at logout; it shows after the move to /, and on the
 * next start when the move was a page load. Returns the remover.
 */
export function installLogoutNotice(show: (notice: LogoutNotice) => void): () => void {
  const showKept = (): void => {
    const notice = takeLogoutNotice();
    if (notice) show(notice);
  };
  showKept();
  return onAfterLogout(showKept);
}
