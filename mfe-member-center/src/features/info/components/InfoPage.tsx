import { App, Button, Card, Descriptions, Form, Input, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { buildNewPasswordRules, openModal, postEditPassword, postMemberProfile } from '@mfp/shared';
import type { MemberProfile } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useLoad } from '../../../common/use-load';
import { useErrorText } from '../../../common/use-error-text';
import { PageState } from '../../../common/PageState';

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
/** The contact-app fields (spec 3). */
const CONTACT_FIELDS = [
  'member_qq',
  'member_skype',
  'member_wechat',
  'member_fb',
  'member_zalo',
  'member_telegram',
  'member_whats_app',
  'member_line',
  'member_others',
] as const;

interface PasswordForm {
  old_password: string;
  password: string;
  check_password: string;
}

/** Account info: profile, contact fields, password change and the withdraw password. */
export function InfoPage() {
  const { t } = useT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const { data, loading, error, reload } = useLoad(() => postMemberProfile().then((r) => r.data), []);
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);
  const common = (key: string) => t(key, { ns: 'common' });
  const rules = useMemo(() => buildNewPasswordRules({ t: (k) => t(k, { ns: 'common' }) }), [t]);
  const value = (p: MemberProfile, f: keyof MemberProfile) => {
    const v = p[f];
    return v === null || v === undefined || v === '' ? '-' : String(v);
  };

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
    <div data-testid="page-Info" style={{ display: 'grid', gap: 16 }}>
      <PageState loading={loading} error={error} onRetry={reload}>
        {data ? (
          <>
            <Card title={t('info.profile')} size="small">
              <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
                {PROFILE_FIELDS.map((f) => (
                  <Descriptions.Item key={f} label={t(`field.${f}`)}>
                    <span data-testid={`profile-${f}`}>{value(data, f)}</span>
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </Card>
            <Card title={t('info.contacts')} size="small">
              <Descriptions column={{ xs: 1, md: 3 }} size="small">
                {CONTACT_FIELDS.map((f) => (
                  <Descriptions.Item key={f} label={t(`field.${f}`)}>
                    {value(data, f)}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </Card>
            <Card title={t('info.withdraw_password')} size="small" data-testid="withdraw-password">
              {Number(data.is_withdraw_password) === 1 ? (
                <Tag color="green">{t('info.withdraw_password_set')}</Tag>
              ) : (
                <Tag color="orange">{t('info.withdraw_password_unset')}</Tag>
              )}
              <Button
                style={{ marginLeft: 8 }}
                onClick={() => openModal('withdrawPasswordVerify', { account: data.member_account })}
              >
                {t('info.withdraw_password_reset')}
              </Button>
            </Card>
          </>
        ) : null}
      </PageState>
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
    </div>
  );
}
