import { App, Button, Card, Form, Input } from 'antd';
import { useMemo, useState } from 'react';
import { postEditPassword } from '@mfp/shared';
import { buildNewPasswordRules } from '@mfp/shared/validation';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../common/use-error-text';

interface PasswordForm {
  old_password: string;
  password: string;
  check_password: string;
}

/** Login password change (edit_password) with the new-password rules of spec 5. */
export function PasswordCard() {
  const { t } = useT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);
  const common = (key: string) => t(key, { ns: 'common' });
  const rules = useMemo(() => buildNewPasswordRules({ t: (k) => t(k, { ns: 'common' }) }), [t]);

  const changePassword = async (v: PasswordForm) => {
    setSaving(true);
    try {
      await postEditPassword({ old_password: v.old_password, new_password: v.password, check_password: v.check_password });
      message.success(t('info.password_changed'));
      form.resetFields();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('info.change_password')} size="small">
      <Form form={form} layout="vertical" onFinish={(v) => void changePassword(v)} style={{ maxWidth: 420 }} data-testid="password-form">
        <Form.Item name="old_password" label={t('info.old_password')} rules={[{ required: true, message: common('ph_password') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label={t('info.new_password')} rules={rules.password} dependencies={['check_password']}>
          <Input.Password autoComplete="new-password" maxLength={12} />
        </Form.Item>
        <Form.Item name="check_password" label={t('info.check_password')} rules={rules.check_password} dependencies={['password']}>
          <Input.Password autoComplete="new-password" maxLength={12} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('info.save')}
        </Button>
      </Form>
    </Card>
  );
}
