import { useLayoutStore } from '@mfp/shared';
import { SITE_COLORS } from '@mfp/shared/theme/site-colors';
import { useT } from '../../../i18n/use-t';
import { PlainCard } from '../../../common/plain/plain-card';
import { FieldList } from '../../../common/plain/field-list';
import { CONTACT_SHOWN } from './contact-fields';
import { ProfileCard } from './profile-card';

/**
 * The Info page while the profile loads: its three data cards with their titles and rows and blank values
 * (the withdraw password in its short, "set" shape), so the password card below does not jump when the data arrives.
 */
export function InfoSkeleton() {
  const { t } = useT();
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  return (
    <>
      <ProfileCard profile={null} />
      <PlainCard title={t('info.contacts')} aria-hidden="true">
        <FieldList
          columns={isDesktop ? 3 : 1}
          fields={CONTACT_SHOWN.map((f) => ({ key: f, label: t(`field.${f}`), value: '\u00a0' }))}
        />
      </PlainCard>
      <PlainCard title={t('info.withdraw_password')} aria-hidden="true">
        <span style={{ display: 'block', width: 64, height: 32, borderRadius: 8, background: SITE_COLORS.bgElevated }} />
      </PlainCard>
    </>
  );
}
