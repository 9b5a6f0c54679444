import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { PlainCard } from '../../../common/plain/plain-card';
import { PlainButton } from '../../../common/plain/plain-button';
import { themed } from '../../../common/themed';

const PasswordForm = themed(() => import('./password-form').then((m) => m.PasswordForm));

/** The login password change: a button in the first view; the antd form (spec 5 rules) comes when it is pressed. */
export function PasswordCard() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <PlainCard
      title={t('info.change_password')}
      extra={
        open ? null : (
          <PlainButton size="small" onClick={() => setOpen(true)} data-testid="password-change">
            {t('info.change')}
          </PlainButton>
        )
      }
    >
      {open ? (
        <PasswordForm onDone={() => setOpen(false)} />
      ) : (
        <span style={{ color: 'inherit' }}>{t('info.password_hint')}</span>
      )}
    </PlainCard>
  );
}
