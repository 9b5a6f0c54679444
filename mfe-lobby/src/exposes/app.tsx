import { lazy, Suspense, type ComponentType } from 'react';
import { useModalStore, type ModalName, type RemoteExposes } from '@mfp/shared';
import { Notice } from '../common/components/Notice';
import { HomePage } from '../features/home/components/HomePage';
import '../lobby.css';

const lazyNamed = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const ContentSection = lazy(() =>
  import('../features/content/components/ContentSection').then((m) => ({ default: m.ContentSection })),
);
const SponsorPage = lazyNamed(() => import('../features/content/components/SponsorPage'), 'SponsorPage');
const AppPage = lazyNamed(() => import('../features/content/components/AppDownload'), 'AppPage');
const LobbyBoxes = lazyNamed(() => import('../features/content/components/LobbyBoxes'), 'LobbyBoxes');

/** The page of each lobby route the host mounts (basePath); nested paths (/discount/12) route inside. */
const PAGES: Record<string, ComponentType> = {
  '/': HomePage,
  '/app': AppPage,
  '/discount': () => <ContentSection kind="discount" />,
  '/faq': () => <ContentSection kind="faq" />,
  '/main': () => <ContentSection kind="news" />,
  '/sponsor': SponsorPage,
};

const LOBBY_BOXES: readonly ModalName[] = ['appDownload', 'protocol', 'news', 'discount'];

/** The lobby's app entry: the host mounts it under each lobby route with that route's basePath. */
function LobbyApp({ basePath }: { basePath: string }) {
  const Page = PAGES[basePath] ?? HomePage;
  const boxOpen = useModalStore((s) => LOBBY_BOXES.some((name) => s.open[name] !== undefined));
  return (
    <div className="lb-root">
      <Suspense fallback={<div className="lb-state lb-state--loading" style={{ minHeight: 320 }} aria-busy="true" />}>
        <Page />
      </Suspense>
      {boxOpen ? (
        <Suspense fallback={null}>
          <LobbyBoxes />
        </Suspense>
      ) : null}
      <Notice />
    </div>
  );
}

export default LobbyApp satisfies RemoteExposes['mfe_lobby']['./app'];
