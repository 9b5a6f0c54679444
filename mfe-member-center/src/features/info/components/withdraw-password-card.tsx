import { openModal } from '@mfp/shared';
import type { MemberProfile } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { PlainCard } from '../../../common/plain/plain-card';
import { PlainButton } from '../../../common/plain/plain-button';
import { themed } from '../../../common/themed';
import { StatusTag } from './status-tag';

const WithdrawPasswordForm = themed(() => import('./withdraw-password-form').then((m) => m.WithdrawPasswordForm));

/** The withdraw password: set the first one here (4 digits); once set, verify and reset through mfe-auth. */
export function WithdrawPasswordCard({ profile }: { profile: MemberProfile }) {
  const { t } = useT();
  const isSet = Number(profile.is_withdraw_password) === 1;

  return (
    <PlainCard title={t('info.withdraw_password')} data-testid="withdraw-password" data-set={isSet ? '1' : '0'}>
      {isSet ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <StatusTag tone="green">{t('info.withdraw_password_set')}</StatusTag>
          <PlainButton onClick={() => openModal('withdrawPasswordVerify', { account: profile.member_account })}>
            {t('info.withdraw_password_reset')}
          </PlainButton>
        </div>
      ) : (
        <>
          <StatusTag tone="orange">{t('info.withdraw_password_unset')}</StatusTag>
          <WithdrawPasswordForm />
        </>
      )}
    </PlainCard>
  );
}
