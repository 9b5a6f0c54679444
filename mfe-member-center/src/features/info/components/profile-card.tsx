import type { MemberProfile } from '@mfp/shared';
import { useLayoutStore } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { PlainCard } from '../../../common/plain/plain-card';
import { FieldList } from '../../../common/plain/field-list';

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

/**
 * The profile fields, read-only and without antd (the window's first view); without a profile yet (loading),
 * the same table with blank values, so the page keeps its size.
 */
export function ProfileCard({ profile }: { profile: MemberProfile | null }) {
  const { t } = useT();
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  return (
    <PlainCard title={t('info.profile')} aria-hidden={profile ? undefined : true}>
      <FieldList
        bordered
        columns={isDesktop ? 2 : 1}
        fields={PROFILE_FIELDS.map((f) => ({
          key: f,
          label: t(`field.${f}`),
          value: profile ? (
            <span data-testid={`profile-${f}`} style={{ overflowWrap: 'anywhere' }}>
              {shown(profile, f)}
            </span>
          ) : (
            // A blank value as wide as a typical one (an e-mail), so the columns, and the rows that wrap, match the loaded table.
            <span style={{ display: 'inline-block', width: '12em' }}>{'\u00a0'}</span>
          ),
        }))}
      />
    </PlainCard>
  );
}
