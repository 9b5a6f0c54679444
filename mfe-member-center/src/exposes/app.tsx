import { Navigate, Route, Routes } from 'react-router-dom';
import { lazy, Suspense, type ComponentType } from 'react';
import type { MemberCenterPage, RemoteAppProps, RemoteExposes } from '@mfp/shared';
import { SiteTheme } from '@mfp/shared/theme';
import { useT } from '../i18n/use-t';
import { MemberCenterLayout } from '../app/components/member-center-layout';
import { useDepositSuccess } from '../features/funds/hooks/use-deposit-success';
import { useMember } from '../common/use-member';

/** A page loaded when it is shown: a view loads the antd components it renders, not every page's. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType =>
  lazy(() => load().then((m): { default: ComponentType } => ({ default: m[name] })));

/** Every member-center page of the route table (spec 2), by its route segment under /user. */
export const PAGES: Record<MemberCenterPage, ComponentType> = {
  Info: page(() => import('../features/info/components/info-page'), 'InfoPage'),
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

function MemberCenter({ basePath }: RemoteAppProps) {
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

/** The member-center app entry, rendered in its own window under /user. */
function MemberCenterApp({ basePath }: RemoteAppProps) {
  const { i18n } = useT();
  return (
    <SiteTheme language={i18n.language}>
      <MemberCenter basePath={basePath} />
    </SiteTheme>
  );
}

export default MemberCenterApp satisfies RemoteExposes['mfe_member_center']['./app'];
