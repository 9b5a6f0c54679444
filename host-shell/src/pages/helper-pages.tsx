import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  FAST_PAYMENT_TARGET,
  fastPaymentMode,
  openFastPayment,
  pollLoadingWindow,
  postWindowMessage,
  readHandOff,
  REDIRECT_WINDOW_NAMES,
  setSiteCookie,
  selectIsDesktop,
  takeWaitingUrl,
  useLayoutStore,
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

/** /loading: the blank redirect window; polls every 500 ms for the url its waitingWindow waits for (until quickGame closes it). */
export function LoadingPage({ go = (url: string) => window.location.replace(url) }: { go?: (url: string) => void }) {
  const goRef = useRef(go);
  useEffect(() => pollLoadingWindow(() => takeWaitingUrl(window.name), (url) => goRef.current(url)), []);
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

/** True when the router has an earlier entry of this site to go back to. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * /fastPayment (spec 2): on desktop, the 1500x800 fast-payment pop-up (the fpRedirect /loading window,
 * waitingWindow fpWindow) opens and this window goes back to where the member was; on mobile, inside
 * the pop-up, or when the pop-up is blocked, the deposit page opens in this window.
 */
export function FastPaymentPage() {
  const isDesktop = useLayoutStore(selectIsDesktop);
  const navigate = useNavigate();
  const [blocked, setBlocked] = useState(false);
  const opened = useRef(false);
  const mode = blocked ? 'sameWindow' : fastPaymentMode(isDesktop, typeof window === 'undefined' ? '' : window.name);
  useEffect(() => {
    if (mode !== 'popup' || opened.current) return;
    opened.current = true;
    if (!openFastPayment(FAST_PAYMENT_TARGET)) {
      setBlocked(true);
      return;
    }
    if (canGoBack()) navigate(-1);
    else navigate('/', { replace: true });
  }, [mode, navigate]);
  if (mode === 'sameWindow') return <Navigate to={FAST_PAYMENT_TARGET} replace />;
  return <Blank testId="fast-payment-opening" />;
}
