import { useTranslation } from 'react-i18next';
import {
  openInPlace,
  openMemberCenter,
  openModal,
  postLogout,
  refreshWallet,
  sessionStore,
  useCashDisplay,
  useSessionStore,
  useWalletStore,
} from '@mfp/shared';
import { badgeText, useMemberExtras } from '../../session/member-extras-store';
import { requestLogout } from '../../session/lifecycle';
import { useMemberPending } from '../../session/member-pending';
import { wantAuthOverlay } from '../../overlays/intent-store';
import { loadThemedAntd } from '../../ui/notify';

function confirmQuit(text: string, ok: string, cancel: string): Promise<boolean> {
  return loadThemedAntd().then(
    ({ Modal }) =>
      new Promise<boolean>((resolve) => {
        Modal.confirm({ content: text, okText: ok, cancelText: cancel, onOk: () => resolve(true), onCancel: () => resolve(false), zIndex: 2002 });
      }),
  );
}

/** Which part of a logged-in member's box to draw: all of it (desktop), or one of the phone header's two rows. */
export type MemberBoxPart = 'all' | 'summary' | 'actions';

/**
 * Logged out: login and register buttons (the auth overlay loads on hover). Logged in: account, cash, letters,
 * member center, logout; on a phone the header draws the summary (account, cash, letters) and the actions
 * (member center, logout) on its two rows. A member's session being restored (or the server seeing the
 * member cookie): a neutral placeholder of the area's size, never the visitor's buttons.
 */
export function MemberBox({ part = 'all' }: { part?: MemberBoxPart }) {
  const { t } = useTranslation('common');
  const loggedIn = useSessionStore((s) => s.phase === 'loggedIn');
  const account = useSessionStore((s) => s.account);
  const cash = useCashDisplay();
  const refreshing = useWalletStore((s) => s.refreshing);
  const badge = badgeText(useMemberExtras((s) => s.unreadLetters));
  const pending = useMemberPending();

  if (!loggedIn && pending) {
    return <div className="mfp-member mfp-member--pending" data-testid="header-member-pending" aria-busy="true" />;
  }
  if (!loggedIn) {
    return (
      <div className="mfp-member mfp-member--guest">
        {/* Links that work before the page is interactive: a tap while it loads lands on the same page with the
            box asked for (?modal=, spec 2's landing query); once hydrated, the box opens in place. */}
        <a
          href="?modal=login"
          className="mfp-button mfp-button--ghost"
          data-testid="header-login"
          onMouseEnter={wantAuthOverlay}
          onFocus={wantAuthOverlay}
          onClick={openInPlace(() => sessionStore.getState().openLogin())}
        >
          {t('header.login')}
        </a>
        <a
          href="?modal=register"
          className="mfp-button"
          data-testid="header-register"
          onMouseEnter={wantAuthOverlay}
          onFocus={wantAuthOverlay}
          onClick={openInPlace(() => openModal('register'))}
        >
          {t('header.register')}
        </a>
      </div>
    );
  }
  const summary = (
    <>
      <span className="mfp-member__who">
        <span className="mfp-member__account" data-testid="header-account">
          {account}
        </span>
        <span className="mfp-member__cash" aria-live="polite">
          <span className="mfp-visually-hidden">{t('header.balance')}</span>
          <span data-testid="header-cash">{cash}</span>
          <button type="button" className="mfp-icon-button" aria-label={t('header.refresh')} disabled={refreshing} onClick={() => void refreshWallet({ skipIfRunning: true })}>
            ⟳
          </button>
        </span>
      </span>
      <button type="button" className="mfp-icon-button mfp-letters" aria-label={t('header.letters')} data-testid="header-letters" onClick={() => openMemberCenter('/user/Letter')}>
        ✉{badge && <span className="mfp-badge" data-testid="letters-badge">{badge}</span>}
      </button>
    </>
  );
  const actions = (
    <>
      <button type="button" className="mfp-button mfp-button--ghost" data-testid="header-member-center" onClick={() => openMemberCenter('/user/Info')}>
        {t('nav.member_center')}
      </button>
      <button
        type="button"
        className="mfp-button mfp-button--ghost"
        data-testid="header-logout"
        onClick={() => void requestLogout(() => confirmQuit(t('logout_confirm'), t('action.confirm'), t('action.cancel')), postLogout)}
      >
        {t('header.logout')}
      </button>
    </>
  );
  return (
    <div className={`mfp-member mfp-member--${part}`} data-testid={part === 'actions' ? 'header-member-actions' : 'header-member'}>
      {part !== 'actions' && summary}
      {part !== 'summary' && actions}
    </div>
  );
}
