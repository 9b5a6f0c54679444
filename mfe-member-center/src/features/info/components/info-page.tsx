import { channels, postMemberProfile, useChannel } from '@mfp/shared';
import { useLoad } from '../../../common/use-load';
import { useMember } from '../../../common/use-member';
import { PageState } from '../../../common/page-state';
import { useContactFields } from '../hooks/use-contact-fields';
import { ContactCard } from './contact-card';
import { InfoSkeleton } from './info-skeleton';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import { WithdrawPasswordCard } from './withdraw-password-card';

/** Account info: profile, contact fields (editable), the withdraw password and the password change. */
export function InfoPage() {
  const member = useMember();
  const { data, setData, loading, error, reload } = useLoad(() => postMemberProfile().then((r) => r.data), []);
  const contacts = useContactFields(data?.member_currency);
  // A change made elsewhere (another window, the operator) reaches this page over real time.
  useChannel(member ? channels.member(member.id) : null, 'profile-updated', () => reload());

  return (
    <div data-testid="page-Info" style={{ display: 'grid', gap: 16 }}>
      <PageState loading={loading && !data} error={error} onRetry={reload} skeleton={<InfoSkeleton />}>
        {data ? (
          <>
            <ProfileCard profile={data} />
            <ContactCard profile={data} editable={contacts.data ?? []} onSaved={setData} />
            <WithdrawPasswordCard profile={data} onSet={reload} />
          </>
        ) : null}
      </PageState>
      <PasswordCard />
    </div>
  );
}
