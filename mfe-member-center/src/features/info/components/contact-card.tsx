import { useState } from 'react';
import { useLayoutStore } from '@mfp/shared';
import type { MemberProfile } from '@mfp/shared';
import type { EditableContactField } from '@mfp/shared/validation';
import { useT } from '../../../i18n/use-t';
import { PlainCard } from '../../../common/plain/plain-card';
import { PlainButton } from '../../../common/plain/plain-button';
import { FieldList } from '../../../common/plain/field-list';
import { themed } from '../../../common/themed';
import { CONTACT_SHOWN, fieldText } from './contact-fields';

const ContactForm = themed(() => import('./contact-form').then((m) => m.ContactForm));

interface Props {
  profile: MemberProfile;
  editable: readonly EditableContactField[];
}

/** Contact apps: shown without antd; Edit brings the antd form of the editable ones (spec 5 contact rules). */
export function ContactCard({ profile, editable }: Props) {
  const { t } = useT();
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  const [editing, setEditing] = useState(false);

  const edit =
    editable.length > 0 && !editing ? (
      <PlainButton size="small" onClick={() => setEditing(true)} data-testid="contact-edit">
        {t('info.edit')}
      </PlainButton>
    ) : null;

  return (
    <PlainCard title={t('info.contacts')} extra={edit} data-testid="contact-card">
      {editing ? (
        <ContactForm profile={profile} editable={editable} onDone={() => setEditing(false)} />
      ) : (
        <FieldList
          columns={isDesktop ? 3 : 1}
          fields={CONTACT_SHOWN.map((f) => ({
            key: f,
            label: t(`field.${f}`),
            value: (
              <span data-testid={`contact-${f}`} style={{ overflowWrap: 'anywhere' }}>
                {fieldText(profile[f]) === '' ? '-' : fieldText(profile[f])}
              </span>
            ),
          }))}
        />
      )}
    </PlainCard>
  );
}
