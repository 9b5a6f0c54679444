import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useLayoutStore, useModalStore } from '@mfp/shared';
import { HOST_MODALS } from '../modals/host-modal-names';
import { RemoteArea } from '../federation/remote-area';
import { AuthCallbackPage, ClosePage, FastDepositPage, FastPaymentPage, LoadingPage } from '../pages/helper-pages';
import { useMemberExtras } from '../session/member-extras-store';
import { FloatBar, Footer } from './layout/footer';
import { Header } from './layout/header';
import { SeoText } from './layout/seo-text';
import { LoadingOverlay } from './layout/loading-overlay';
import { MobileNav } from './layout/mobile-nav';
import { OfflineBanner } from './layout/offline-banner';
import { setNavigate } from './navigation';
import { NotFound } from './not-found';
import { QuietBoundary } from './quiet-boundary';
import { AuthGuard } from './routes/auth-guard';
import { followManifestRedirect } from './routes/manifest-redirects';
import { appPagePart, isBarePage, isMembersOnly, isValidRoute, productionRedirect } from './routes/route-rules';
import { REMOTE_ROUTES } from './routes/route-table';
import { useSiteConfig } from './site-context';

// The overlays and boxes pull in antd: off the first paint, and the host's boxes until one is asked for.
const OverlayHost = lazy(() => import('../overlays/overlay-host').then((m) => ({ default: m.OverlayHost })));
const HostModals = lazy(() => import('../modals/host-modals').then((m) => ({ default: m.HostModals })));

/** A remote route: production redirect, validation (404), auth middleware, then the remote's area. */
function RoutedArea({ remote, basePath }: (typeof REMOTE_ROUTES)[number]) {
  const { pathname } = useLocation();
  const redirect = productionRedirect(pathname, __MFP_ENV__);
  if (redirect) return <Navigate to={redirect.to} replace />;
  if (!isValidRoute(pathname)) return <NotFound />;
  const area = <RemoteArea key={basePath} remote={remote} basePath={basePath} />;
  return isMembersOnly(pathname) ? <AuthGuard>{area}</AuthGuard> : area;
}

function Content() {
  return (
    <Routes>
      <Route path="/loading" element={<LoadingPage />} />
      <Route path="/close" element={<ClosePage />} />
      <Route path="/authCallback" element={<AuthCallbackPage />} />
      <Route path="/fastDeposit" element={<FastDepositPage />} />
      <Route
        path="/fastPayment"
        element={
          <AuthGuard>
            <FastPaymentPage />
          </AuthGuard>
        }
      />
      {REMOTE_ROUTES.map((r) => (
        <Route key={r.path} path={r.path} element={<RoutedArea {...r} />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** True from the first time a host box is asked for (kept mounted after, so boxes close with their animation). */
function useHostBoxAsked(): boolean {
  const asked = useModalStore((s) => HOST_MODALS.some((name) => name in s.open));
  const [once, setOnce] = useState(false);
  useEffect(() => {
    if (asked) setOnce(true);
  }, [asked]);
  return asked || once;
}

/** The host's page: layouts by device, appPage parts, bare pages, the overlays and the host's boxes. */
export function App() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const config = useSiteConfig();
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  const restoring = useMemberExtras((s) => s.restoring);
  const hostBoxAsked = useHostBoxAsked();
  useEffect(() => setNavigate((to, o) => navigate(to, o)), [navigate]);
  // Redirects of the server build manifest (loaded at boot): router navigation or a full page load.
  useEffect(() => {
    followManifestRedirect(pathname, { navigate: (to) => navigate(to, { replace: true }), assign: (u) => window.location.assign(u) });
  }, [pathname, navigate]);

  const query = useMemo(() => new URLSearchParams(search), [search]);
  const part = appPagePart(query);
  const bare = isBarePage(pathname, query);
  const template = isDesktop ? config.desktopTemplate : config.mobileTemplate;
  const show = (p: 'header' | 'content' | 'footer') => part === 'all' || part === p;

  return (
    <div
      className={`mfp-app mfp-app--${isDesktop ? 'desktop' : 'mobile'} mfp-template-${template}`}
      data-layout={isDesktop ? 'desktop' : 'mobile'}
      data-template={template}
      data-app-page={part}
    >
      {!bare && part === 'all' && <SeoText />}
      <OfflineBanner />
      {!bare && show('header') && <Header />}
      {show('content') && (
        <main className={bare ? 'mfp-main mfp-main--bare' : 'mfp-main'}>
          <Content />
        </main>
      )}
      {!bare && show('footer') && <Footer />}
      {!bare && part === 'all' && <FloatBar />}
      {!bare && part === 'all' && <MobileNav />}
      {/* Each remote overlay has its own boundary inside OverlayHost; this one guards the host's own chunk. */}
      <QuietBoundary name="overlay host">
        <Suspense fallback={null}>
          <OverlayHost bare={bare} />
        </Suspense>
      </QuietBoundary>
      {hostBoxAsked ? (
        <QuietBoundary name="host boxes">
          <Suspense fallback={null}>
            <HostModals />
          </Suspense>
        </QuietBoundary>
      ) : null}
      <LoadingOverlay visible={restoring} />
    </div>
  );
}
