import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memberProfileQuery, type MemberProfile } from '@mfp/shared';
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
  const client = useQueryClient();
  const { data } = profile;
  const setData = (next: MemberProfile) => client.setQueryData(memberProfileQuery().queryKey, next);
  const reload = () => void profile.refetch();
  const contacts = useContactFields(data?.member_currency);

  return (
    <div data-testid="page-Info" style={{ display: 'grid', gap: 16 }}>
      <PageState query={profile} skeleton={<InfoSkeleton />}>
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
