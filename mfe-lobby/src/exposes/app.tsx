import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { matchSiteRoute, type PageOf, type RemoteAppProps, type RemoteExposes } from '@mfp/shared';
import { Notice } from '../common/components/notice';
import { useOverlayMounted } from '../common/hooks/use-overlay-mounted';
import { HomePage } from '../app/components/home-page';
import '../lobby.css';

const lazyNamed = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const ContentSection = lazy(() =>
  import('../features/content/components/content-section').then((m) => ({ default: m.ContentSection })),
);
const SponsorPage = lazyNamed(() => import('../features/content/components/sponsor-page'), 'SponsorPage');
const AppPage = lazyNamed(() => import('../features/content/components/app-download'), 'AppPage');
const SaferPlayPage = lazyNamed(() => import('../features/safer-play/components/safer-play-page'), 'SaferPlayPage');

/** The page of each lobby route of the route table; the detail paths (/discount/12) route inside. */
export const PAGES: Record<PageOf<'mfe_lobby'>, ComponentType> = {
  home: HomePage,
  app: AppPage,
  discount: () => <ContentSection kind="discount" />,
  faq: () => <ContentSection kind="faq" />,
  news: () => <ContentSection kind="news" />,
  sponsor: SponsorPage,
  saferPlay: SaferPlayPage,
};

/**
 * The lobby's app entry: the host mounts it under each lobby route with that route's basePath.
 * The boxes and the red envelope live in ./lobby-overlay (page-wide); the notice line shows here
 * only while that overlay is not mounted.
 */
function LobbyApp(_props: RemoteAppProps) {
  const { pathname } = useLocation();
  const page = matchSiteRoute(pathname)?.page as PageOf<'mfe_lobby'> | undefined;
  const Page = page ? PAGES[page] : undefined;
  const overlayMounted = useOverlayMounted();
  return (
    <div className="lb-root">
      <Suspense fallback={<div className="lb-state lb-state--loading" style={{ minHeight: 320 }} aria-busy="true" />}>
        {Page ? <Page /> : null}
      </Suspense>
      {overlayMounted ? null : <Notice />}
    </div>
  );
}

export default LobbyApp satisfies RemoteExposes['mfe_lobby']['./app'];
