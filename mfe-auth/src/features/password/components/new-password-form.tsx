import { useState } from 'react';
import { Button, Form } from 'antd';
import { RESET_PASSWORD_REVERIFY_CODES, postPasswordReset } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { AuthForm } from '../../../common/components/auth-form';
import { FormAlert } from '../../../common/components/form-alert';
import { useSingleFlight } from '../../../common/hooks/use-single-flight';
import { planFailure } from '../../../common/utils/failure';
import { NewPasswordFields } from './new-password-fields';

interface Values {
  password: string;
  check_password: string;
}

const REVERIFY: ReadonlySet<string> = new Set(RESET_PASSWORD_REVERIFY_CODES);

/** The set-new-password step of the reset (spec 4): 6-12, equal to its confirmation, then /vx/reset. */
export function NewPasswordForm({
  account,
  token,
  onDone,
  onReverify,
}: {
  account: string;
  token: string;
  onDone(): void;
  onReverify(): void;
}) {
  const { t, tc } = useT();
  const [form] = Form.useForm<Values>();
  const { busy, alert, setAlert, run } = useSingleFlight();
  const [expired, setExpired] = useState(false);

  const onSubmit = (values: Values): Promise<void> =>
    run('submit', async () => {
      try {
        await postPasswordReset({ account, password: values.password, token });
        onDone();
      } catch (error) {
        const plan = planFailure('resetPassword', error, tc);
        if (!plan) return;
        setAlert(plan.text);
        setExpired(REVERIFY.has(plan.resolved.code));
      }
    });

  return (
    <AuthForm<Values> form={form} name="new_password" onSubmit={onSubmit} data-testid="new-password-form">
      <FormAlert text={alert} testId="reset-error" />
      <NewPasswordFields autoFocus />
      <Button type="primary" htmlType="submit" block loading={busy !== null} data-testid="reset-submit">
        {t('reset.submit')}
      </Button>
      {expired ? (
        <Button type="link" block onClick={onReverify}>
          {t('reset.reverify')}
        </Button>
      ) : null}
    </AuthForm>
  );
}
