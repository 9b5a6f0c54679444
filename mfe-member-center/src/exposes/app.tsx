import { App } from 'antd';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps, RemoteExposes } from '@mfp/shared';
import { MemberCenterLayout } from '../features/layout/components/MemberCenterLayout';
import { InfoPage } from '../features/info/components/InfoPage';
import { MyWalletPage } from '../features/wallet/components/MyWalletPage';
import { AnnouncementPage } from '../features/messages/components/AnnouncementPage';
import { LetterPage } from '../features/messages/components/LetterPage';
import { DepositPage } from '../features/funds/components/DepositPage';
import { WithdrawalPage } from '../features/funds/components/WithdrawalPage';
import { BindAccountPage } from '../features/funds/components/BindAccountPage';
import { TransactionPage } from '../features/records/components/TransactionPage';
import { DWRecordPage } from '../features/records/components/DWRecordPage';
import { RecommendProjectPage } from '../features/recommend/components/RecommendProjectPage';
import { RecommendRecordPage } from '../features/recommend/components/RecommendRecordPage';
import { RecommendMemberSearchPage } from '../features/recommend/components/RecommendMemberSearchPage';
import { useDepositSuccess } from '../features/funds/hooks/use-deposit-success';
import { useMember } from '../common/use-member';

/** Every member-center page by its route segment under /user. */
const PAGES = {
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
} as const;

function MemberCenter({ basePath }: RemoteAppProps) {
  const member = useMember();
  useDepositSuccess(member?.id ?? null);
  return (
    <MemberCenterLayout basePath={basePath}>
      <Routes>
        <Route index element={<Navigate to="Info" replace />} />
        {Object.entries(PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<Navigate to="Info" replace />} />
      </Routes>
    </MemberCenterLayout>
  );
}

/** The member-center app entry, rendered in its own window under /user. */
function MemberCenterApp({ basePath }: RemoteAppProps) {
  return (
    <App>
      <MemberCenter basePath={basePath} />
    </App>
  );
}

export default MemberCenterApp satisfies RemoteExposes['mfe_member_center']['./app'];
