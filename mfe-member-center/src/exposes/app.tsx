import { Navigate, Route, Routes } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { MemberCenterPage, RemoteAppProps, RemoteExposes } from '@mfp/shared';
import { SiteTheme } from '@mfp/shared/theme';
import { useT } from '../i18n/use-t';
import { MemberCenterLayout } from '../app/components/member-center-layout';
import { InfoPage } from '../features/info/components/info-page';
import { MyWalletPage } from '../features/wallet/components/my-wallet-page';
import { AnnouncementPage } from '../features/messages/components/announcement-page';
import { LetterPage } from '../features/messages/components/letter-page';
import { DepositPage } from '../features/funds/components/deposit-page';
import { WithdrawalPage } from '../features/funds/components/withdrawal-page';
import { BindAccountPage } from '../features/funds/components/bind-account-page';
import { TransactionPage } from '../features/records/components/transaction-page';
import { DWRecordPage } from '../features/records/components/dw-record-page';
import { RecommendProjectPage } from '../features/recommend/components/recommend-project-page';
import { RecommendRecordPage } from '../features/recommend/components/recommend-record-page';
import { RecommendMemberSearchPage } from '../features/recommend/components/recommend-member-search-page';
import { SaferLimitsPage } from '../features/safer-play/components/limits-page';
import { RealityCheckPage } from '../features/safer-play/components/reality-check-page';
import { SelfExclusionPage, TakeBreakPage } from '../features/safer-play/components/break-pages';
import { MyActivityPage } from '../features/safer-play/components/activity-page';
import { useDepositSuccess } from '../features/funds/hooks/use-deposit-success';
import { useMember } from '../common/use-member';

/** Every member-center page of the route table (spec 2), by its route segment under /user. */
export const PAGES: Record<MemberCenterPage, ComponentType> = {
  Info: InfoPage,
  MyWallet: MyWalletPage,
  Announcement: AnnouncementPage,
  Letter: LetterPage,
  Deposit: DepositPage,
  Withdrawal: WithdrawalPage,
  Transaction: TransactionPage,
  DWRecord: DWRecordPage,
  RecommendProject: RecommendProjectPage,
  RecommendRecord: RecommendRecordPage,
  RecommendMemberSearch: RecommendMemberSearchPage,
  BindAccount: BindAccountPage,
  SaferLimits: SaferLimitsPage,
  RealityCheck: RealityCheckPage,
  TakeBreak: TakeBreakPage,
  SelfExclusion: SelfExclusionPage,
  MyActivity: MyActivityPage,
};

function MemberCenter({ basePath }: RemoteAppProps) {
  const member = useMember();
  useDepositSuccess(member?.id ?? null);
  return (
    <MemberCenterLayout basePath={basePath}>
      <Routes>
        <Route index element={<Navigate to={`${basePath}/Info`} replace />} />
        {Object.entries(PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {/* The host answers unknown pages with the error screen; an absolute target can never loop. */}
        <Route path="*" element={<Navigate to={`${basePath}/Info`} replace />} />
      </Routes>
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
