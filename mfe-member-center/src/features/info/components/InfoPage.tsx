import { Card, Descriptions } from 'antd';
import { channels, postMemberProfile, useChannel } from '@mfp/shared';
import type { MemberProfile } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useLoad } from '../../../common/use-load';
import { useMember } from '../../../common/use-member';
import { PageState } from '../../../common/PageState';
import { useContactFields } from '../hooks/use-contact-fields';
import { ContactCard } from './ContactCard';
import { PasswordCard } from './PasswordCard';
import { WithdrawPasswordCard } from './WithdrawPasswordCard';

/** The profile fields shown, in the order of the member profile entity (spec 3). */
const PROFILE_FIELDS = [
  'member_account',
  'member_name',
  'member_currency',
  'member_birthday',
  'member_email',
  'member_phone',
  'new_identity_id',
] as const;

const shown = (p: MemberProfile, f: keyof MemberProfile) => {
  const v = p[f];
  return v === null || v === undefined || v === '' ? '-' : String(v);
};

/** Account info: profile, contact fields (editable), the withdraw password and the password change. */
export function InfoPage() {
  const { t } = useT();
  const member = useMember();
  const { data, setData, loading, error, reload } = useLoad(() => postMemberProfile().then((r) => r.data), []);
  const contacts = useContactFields(data?.member_currency);
  // A change made elsewhere (another window, the operator) reaches this page over real time.
  useChannel(member ? channels.member(member.id) : null, 'profile-updated', () => reload());

  return (
    <div data-testid="page-Info" style={{ display: 'grid', gap: 16 }}>
      <PageState loading={loading && !data} error={error} onRetry={reload}>
        {data ? (
          <>
            <Card title={t('info.profile')} size="small">
              <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
                {PROFILE_FIELDS.map((f) => (
                  <Descriptions.Item key={f} label={t(`field.${f}`)}>
                    <span data-testid={`profile-${f}`} style={{ overflowWrap: 'anywhere' }}>
                      {shown(data, f)}
                    </span>
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </Card>
            <ContactCard profile={data} editable={contacts.data ?? []} onSaved={setData} />
            <WithdrawPasswordCard profile={data} onSet={reload} />
          </>
        ) : null}
      </PageState>
      <PasswordCard />
    </div>
  );
}
