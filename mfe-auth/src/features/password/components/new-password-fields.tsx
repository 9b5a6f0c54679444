import { useMemo } from 'react';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { PASSWORD_MAX_LENGTH } from '@mfp/shared';
import { buildNewPasswordRules } from '@mfp/shared/validation';
import { useT } from '../../../i18n/use-t';

/** The new password and its confirmation (spec 4: 6-12 characters, equal to each other), inside an auth form. */
export function NewPasswordFields({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t, tc } = useT();
  const rules = useMemo(() => buildNewPasswordRules({ t: tc }), [tc]);
  return (
    <>
      <Form.Item name="password" label={t('reset.password')} rules={rules.password as Rule[]} extra={t('reset.password_hint')}>
        <Input.Password autoFocus={autoFocus} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH + 4} />
      </Form.Item>
      <Form.Item
        name="check_password"
        label={t('reset.check_password')}
        dependencies={['password']}
        rules={rules.check_password as Rule[]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH + 4} />
      </Form.Item>
    </>
  );
}
