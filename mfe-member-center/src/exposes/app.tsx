import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { memberProfileQuery } from '@mfp/shared';
import type { MemberCenterPage, RemoteAppProps, RemoteExposes } from '@mfp/shared';
import { MemberCenterLayout } from '../app/components/member-center-layout';
import { themed } from '../common/themed';
import { useDepositSuccess } from '../features/funds/hooks/use-deposit-success';
import { useMember } from '../common/use-member';

/**
 * A page loaded when it is shown, inside the site's antd theme: a view loads the antd components it renders,
 * not every page's.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType =>
  themed(() => load().then((m) => m[name]), <div className="mc-page-loading" aria-busy="true" />);

/** Every member-center page of the route table (spec 2), by its route segment under /user. */
export const PAGES: Record<MemberCenterPage, ComponentType> = {
  // The first page of the window (the hand-off lands here): drawn without antd, its forms bring antd when opened.
  Info: lazy(() =>
    import(/* webpackChunkName: "page-Info" */ '../features/info/components/info-page').then((m) => ({ default: m.InfoPage })),
  ),
  MyWallet: page(() => import('../features/wallet/components/my-wallet-page'), 'MyWalletPage'),
  Announcement: page(() => import('../features/messages/components/announcement-page'), 'AnnouncementPage'),
  Letter: page(() => import('../features/messages/components/letter-page'), 'LetterPage'),
  Deposit: page(() => import('../features/funds/components/deposit-page'), 'DepositPage'),
  Withdrawal: page(() => import('../features/funds/components/withdrawal-page'), 'WithdrawalPage'),
  Transaction: page(() => import('../features/records/components/transaction-page'), 'TransactionPage'),
  DWRecord: page(() => import('../features/records/components/dw-record-page'), 'DWRecordPage'),
  RecommendProject: page(
    () => import('../features/recommend/components/recommend-project-page'),
    'RecommendProjectPage',
  ),
  RecommendRecord: page(
    () => import('../features/recommend/components/recommend-record-page'),
    'RecommendRecordPage',
  ),
  RecommendMemberSearch: page(
    () => import('../features/recommend/components/recommend-member-search-page'),
    'RecommendMemberSearchPage',
  ),
  BindAccount: page(() => import('../features/funds/components/bind-account-page'), 'BindAccountPage'),
  SaferLimits: page(() => import('../features/safer-play/components/limits-page'), 'SaferLimitsPage'),
  RealityCheck: page(() => import('../features/safer-play/components/reality-check-page'), 'RealityCheckPage'),
  TakeBreak: page(() => import('../features/safer-play/components/break-pages'), 'TakeBreakPage'),
  SelfExclusion: page(() => import('../features/safer-play/components/break-pages'), 'SelfExclusionPage'),
  MyActivity: page(() => import('../features/safer-play/components/activity-page'), 'MyActivityPage'),
};

/** The data a page shows, requested as soon as the window's code runs: alongside the page's own chunks, not after them. */
const PAGE_DATA: Partial<Record<MemberCenterPage, (client: QueryClient) => Promise<void>>> = {
  Info: (client) => client.prefetchQuery(memberProfileQuery()),
};

/** Starts the first shown page's query once, when the window mounts (the page's useQuery then takes it). */
function usePageDataEarly(basePath: string) {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    const segment = (first.current.slice(basePath.length).split('/').filter(Boolean)[0] ?? 'Info') as MemberCenterPage;
    void PAGE_DATA[segment]?.(client);
  }, [basePath, client]);
}

function MemberCenter({ basePath }: RemoteAppProps) {
  usePageDataEarly(basePath);
  const member = useMember();
  useDepositSuccess(member?.id ?? null);
  return (
    <MemberCenterLayout basePath={basePath}>
      <Suspense fallback={<div className="mc-page-loading" aria-busy="true" />}>
        <Routes>
          <Route index element={<Navigate to={`${basePath}/Info`} replace />} />
          {Object.entries(PAGES).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          {/* The host answers unknown pages with the error screen; an absolute target can never loop. */}
          <Route path="*" element={<Navigate to={`${basePath}/Info`} replace />} />
        </Routes>
      </Suspense>
    </MemberCenterLayout>
  );
}

/**
 * The member-center app entry, rendered in its own window under /user. No antd at this level: the window's
 * frame and its first page paint without it; each other page, and each form, comes with the site's antd theme.
 */
function MemberCenterApp({ basePath }: RemoteAppProps) {
  return <MemberCenter basePath={basePath} />;
}

export default MemberCenterApp satisfies RemoteExposes['mfe_member_center']['./app'];
