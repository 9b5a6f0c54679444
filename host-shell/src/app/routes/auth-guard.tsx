import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { logoutGoesHome, openModal, sessionStore, useSessionStore } from '@mfp/shared';
import { useMemberExtras } from '../../session/member-extras-store';
import { wantAuthOverlay } from '../../overlays/intent-store';

/** The auth middleware: members-only routes ask to log in (login modal with the redirect, login-required box). */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const loggedIn = useSessionStore((s) => s.phase === 'loggedIn');
  const restoring = useMemberExtras((s) => s.restoring);
  const { pathname, search } = useLocation();
  const waiting = restoring;
  const wasLoggedIn = useRef(loggedIn);

  useEffect(() => {
    const leaving = wasLoggedIn.current && !loggedIn;
    wasLoggedIn.current = loggedIn;
    if (loggedIn || waiting) return;
    // The member was just logged out here by a logout that goes home (a break taken on this page, a 401): no box on the way out.
    const reason = sessionStore.getState().lastLogoutReason;
    if (leaving && reason !== null && logoutGoesHome(reason)) return;
    wantAuthOverlay();
    // The box asks first; confirming opens the login modal, and login returns here.
    sessionStore.setState({ redirectAfterLogin: pathname + search });
    openModal('loginRequired');
  }, [loggedIn, waiting, pathname, search]);

  if (loggedIn) return <>{children}</>;
  if (waiting)
    return (
      <div className="mfp-remote-loading">
        <div className="mfp-spinner" />
      </div>
    );
  return (
    <section className="mfp-login-required" data-testid="login-required">
      <h1>{t('proxy.please_login_title')}</h1>
      <button
        type="button"
        className="mfp-button"
        onClick={() => sessionStore.getState().openLogin(pathname + search)}
      >
        {t('header.login')}
      </button>
    </section>
  );
}
