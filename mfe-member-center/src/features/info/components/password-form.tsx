import { Button, Form, Input, Space, message } from 'antd';
import { useMemo, useState } from 'react';
import { postEditPassword } from '@mfp/shared';
import { buildNewPasswordRules } from '@mfp/shared/validation';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../common/use-error-text';

interface PasswordFields {
  old_password: string;
  password: string;
  check_password: string;
}

/**
 * Login password change (edit_password) with the new-password rules of spec 5: antd, loaded when asked for.
 * Its toasts are antd's static ones (themed by SiteTheme's holder): the form leaves the page once saved, and a
 * toast held by its own App would leave with it.
 */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  const errorText = useErrorText();
  const [form] = Form.useForm<PasswordFields>();
  const [saving, setSaving] = useState(false);
  const common = (key: string) => t(key, { ns: 'common' });
  const rules = useMemo(() => buildNewPasswordRules({ t: (k) => t(k, { ns: 'common' }) }), [t]);

  const changePassword = async (v: PasswordFields) => {
    setSaving(true);
    try {
      await postEditPassword({ old_password: v.old_password, new_password: v.password, check_password: v.check_password });
      message.success(t('info.password_changed'));
      form.resetFields();
      onDone();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void changePassword(v)} style={{ maxWidth: 420 }} data-testid="password-form">
      <Form.Item name="old_password" label={t('info.old_password')} rules={[{ required: true, message: common('ph_password') }]}>
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <Form.Item name="password" label={t('info.new_password')} rules={rules.password} dependencies={['check_password']}>
        <Input.Password autoComplete="new-password" maxLength={12} />
      </Form.Item>
      <Form.Item name="check_password" label={t('info.check_password')} rules={rules.check_password} dependencies={['password']}>
        <Input.Password autoComplete="new-password" maxLength={12} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="password-save">
          {t('info.save')}
        </Button>
        <Button onClick={onDone} disabled={saving}>
          {t('info.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
