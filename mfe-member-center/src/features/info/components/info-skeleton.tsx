import { Card, Descriptions, Skeleton } from 'antd';
import { useT } from '../../../i18n/use-t';
import { CONTACT_SHOWN } from './contact-card';
import { ProfileCard } from './profile-card';

/**
 * The Info page while the profile loads: its three data cards with their titles and rows and blank values
 * (the withdraw password in its short, "set" shape), so the password card below does not jump when the data arrives.
 */
export function InfoSkeleton() {
  const { t } = useT();
  return (
    <>
      <ProfileCard profile={null} />
      <Card title={t('info.contacts')} size="small" aria-hidden="true">
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          {CONTACT_SHOWN.map((f) => (
            <Descriptions.Item key={f} label={t(`field.${f}`)}>
              {'\u00a0'}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Card title={t('info.withdraw_password')} size="small" aria-hidden="true">
        <Skeleton.Button active />
      </Card>
    </>
  );
}
