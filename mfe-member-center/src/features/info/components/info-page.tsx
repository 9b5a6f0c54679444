import { useQuery } from '@tanstack/react-query';
import { memberProfileQuery } from '@mfp/shared';
import { PageState } from '../../../common/page-state';
import { useContactFields } from '../hooks/use-contact-fields';
import { ContactCard } from './contact-card';
import { InfoSkeleton } from './info-skeleton';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import { WithdrawPasswordCard } from './withdraw-password-card';

/** Account info: profile, contact fields (editable), the withdraw password and the password change. */
export function InfoPage() {
  // A change made elsewhere (another window, the operator) arrives as profile-updated: the host invalidates this query.
  const profile = useQuery(memberProfileQuery());
  const { data } = profile;
  const contacts = useContactFields(data?.member_currency);

  return (
    <div data-testid="page-Info" style={{ display: 'grid', gap: 16 }}>
      <PageState query={profile} skeleton={<InfoSkeleton />}>
        {data ? (
          <>
            <ProfileCard profile={data} />
            <ContactCard profile={data} editable={contacts.data ?? []} />
            <WithdrawPasswordCard profile={data} />
          </>
        ) : null}
      </PageState>
      <PasswordCard />
    </div>
  );
}
