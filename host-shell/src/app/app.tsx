import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { matchSiteRoute, SITE_ROUTES, useModalStore, type PageOf, type RemoteName, useLayoutStore, selectIsDesktop } from '@mfp/shared';
import { HOST_MODALS } from '../modals/host-modal-names';
import { RemoteArea } from '../federation/remote-area';
import { AuthCallbackPage, ClosePage, FastDepositPage, FastPaymentPage, LoadingPage } from '../pages/helper-pages';
import { useMemberExtras } from '../session/member-extras-store';
import { MemberQueries } from '../session/member-queries';
import { FloatBar, Footer } from './layout/footer';
import { Header } from './layout/header';
import { SeoText } from './layout/seo-text';
import { LoadingOverlay } from './layout/loading-overlay';
import { MobileNav } from './layout/mobile-nav';
import { OfflineBanner } from './layout/offline-banner';
import { setNavigate } from './navigation';
import { NotFound } from './not-found';
import { useDocumentDescription } from './page-description';
import { useDocumentTitle } from './page-title';
import { QuietBoundary } from './quiet-boundary';
import { AuthGuard } from './routes/auth-guard';
import { followManifestRedirect } from './routes/manifest-redirects';
import { appPagePart, isBarePage, productionRedirect } from './routes/route-rules';
import { useSiteConfig } from './site-context';
import { useClientOnly } from './render-start';
import { RealityCheckWatch } from '../safer-play/reality-check-watch';
import { useOverlaysWanted } from '../overlays/overlays-wanted';

// The overlays and boxes pull in antd: off the first paint, and the host's boxes until one is asked for.
// Named: the route budgets (tooling/budget/route-budget.ts ON_DEMAND_HOST_CHUNKS) leave it out of a page load.
const OverlayHost = lazy(() =>
  import(/* webpackChunkName: "overlay-host" */ '../overlays/overlay-host').then((m) => ({ default: m.OverlayHost })),
);
const HostModals = lazy(() => import('../modals/host-modals').then((m) => ({ default: m.HostModals })));

/** The host's own pages of the route table. */
const HOST_PAGES: Record<PageOf<'host'>, ComponentType> = {
  loading: () => <LoadingPage />,
  close: ClosePage,
  authCallback: AuthCallbackPage,
  fastPayment: FastPaymentPage,
  fastDeposit: FastDepositPage,
};

/** Each remote's area, mounted once per base path (so moving between /discount and /faq remounts it). */
const AREAS = [
  ...new Map(
    SITE_ROUTES.filter((r) => r.owner !== 'host').map((r) => {
      const basePath = `/${r.path.split('/')[1] ?? ''}`;
      return [basePath, { basePath, remote: r.owner as RemoteName }] as const;
    }),
  ).values(),
];

/**
 * A path of the route table: 404 when it matches no route, the production redirect, the auth
 * middleware for members-only routes, then the owner's page (the host's, or the remote's area).
 */
function RoutedPage({ owner }: { owner: RemoteName | 'host' }) {
  const { pathname } = useLocation();
  const match = matchSiteRoute(pathname);
  if (!match || match.route.owner !== owner) return <NotFound />;
  const redirect = productionRedirect(pathname, __MFP_ENV__);
  if (redirect) return <Navigate to={redirect.to} replace />;
  const Page = owner === 'host' ? HOST_PAGES[match.page as PageOf<'host'>] : null;
  const content = Page ? <Page /> : <RemoteArea key={match.basePath} remote={owner as RemoteName} basePath={match.basePath} />;
  return match.route.membersOnly ? <AuthGuard>{content}</AuthGuard> : content;
}

function Content() {
  return (
    <Routes>
      {SITE_ROUTES.filter((r) => r.owner === 'host').map((r) => (
        <Route key={r.path} path={r.path} element={<RoutedPage owner="host" />} />
      ))}
      {AREAS.map(({ basePath, remote }) => (
        <Route key={basePath} path={basePath === '/' ? '/' : `${basePath}/*`} element={<RoutedPage owner={remote} />} />
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
  const isDesktop = useLayoutStore(selectIsDesktop);
  const inBrowser = useClientOnly();
  const restoring = useMemberExtras((s) => s.restoring);
  const hostBoxAsked = useHostBoxAsked();
  const overlaysWanted = useOverlaysWanted();
  useDocumentTitle(pathname);
  useDocumentDescription(pathname);
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
      {/* Browser-only layers: after hydration in a server-rendered page, from the first render otherwise; and only
          once something may need one (overlays-wanted.ts). */}
      {inBrowser && overlaysWanted ? (
        <QuietBoundary name="overlay host">
          <Suspense fallback={null}>
            <OverlayHost bare={bare} />
          </Suspense>
        </QuietBoundary>
      ) : null}
      {inBrowser && hostBoxAsked ? (
        <QuietBoundary name="host boxes">
          <Suspense fallback={null}>
            <HostModals />
          </Suspense>
        </QuietBoundary>
      ) : null}
      {inBrowser ? <RealityCheckWatch /> : null}
      <LoadingOverlay visible={restoring} />
      <MemberQueries siteId={config.siteId} />
    </div>
  );
}
