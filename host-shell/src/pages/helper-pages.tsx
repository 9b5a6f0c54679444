import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  pollLoadingWindow,
  postWindowMessage,
  readHandOff,
  REDIRECT_WINDOW_NAMES,
  setSiteCookie,
  storage,
} from '@mfp/shared';
import type { RedirectWindowName } from '@mfp/shared';

function Blank({ testId }: { testId: string }) {
  const { t } = useTranslation('common');
  return (
    <main className="mfp-helper-page" data-testid={testId}>
      <div className="mfp-spinner" />
      <p>{t('state.loading')}</p>
    </main>
  );
}

/** /loading: the blank redirect window; polls every 500 ms for the url to go to (until quickGame closes it). */
export function LoadingPage() {
  useEffect(
    () =>
      pollLoadingWindow(
        () => storage.get('waitingUrl'),
        (url) => {
          storage.remove('waitingUrl');
          window.location.replace(url);
        },
      ),
    [],
  );
  return <Blank testId="loading-window" />;
}

/** The redirect window name this window was opened under, or 'redirect'. */
export function redirectWindowName(name: string): RedirectWindowName {
  return (REDIRECT_WINDOW_NAMES as readonly string[]).includes(name) ? (name as RedirectWindowName) : 'redirect';
}

/** /close: the game's lobby return; tells the opener (quickGame) and closes, or goes home without one. */
export function ClosePage() {
  useEffect(() => {
    const sent = postWindowMessage(window.opener as Window | null, {
      type: 'quickGame',
      window: redirectWindowName(window.name),
      isGame: true,
    });
    if (sent) window.close();
    else window.location.replace('/');
  }, []);
  return <Blank testId="close-window" />;
}

/** /authCallback: posts authLogin (hand-off fields in the query) or authLoginClose (code, message) to the opener, then closes. */
export function AuthCallbackPage() {
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const h = readHandOff(q);
    const code = q.get('code');
    const opener = window.opener as Window | null;
    if (h) {
      postWindowMessage(opener, {
        type: 'authLogin',
        data: { token: h.tk, member_id: h.member_id, member_account: h.member_account, member_currency: h.member_currency },
      });
    } else {
      postWindowMessage(opener, {
        type: 'authLoginClose',
        ...(code && /^\d+$/.test(code) ? { code: Number(code) } : {}),
        ...(q.get('message') ? { message: q.get('message') ?? '' } : {}),
      });
    }
    window.close();
  }, []);
  return <Blank testId="auth-callback" />;
}

/** /fastDeposit: sets the fast-deposit cookie flag, then home. */
export function FastDepositPage() {
  setSiteCookie('fastDeposit', true);
  return <Navigate to="/" replace />;
}

/** /fastPayment: the deposit page of the member center (a sized pop-up on desktop, the same window on mobile). */
export function FastPaymentPage() {
  return <Navigate to="/user/Deposit" replace />;
}
