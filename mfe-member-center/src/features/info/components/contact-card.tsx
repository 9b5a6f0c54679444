import { App, Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberProfileQuery, postContactEdit } from '@mfp/shared';
import { buildContactEditRules } from '@mfp/shared/validation';
import type { ContactEditBody, ContactField, MemberProfile } from '@mfp/shared';
import type { EditableContactField } from '@mfp/shared/validation';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../common/use-error-text';
import { errorField } from '../../../common/field-error';
import { useSingleFlight } from '../../../common/use-single-flight';

/** The contact-app fields shown (spec 3), then the two the member center only displays. */
export const CONTACT_SHOWN = [
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

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

interface Props {
  profile: MemberProfile;
  editable: readonly EditableContactField[];
}

/** Contact apps: shown, and the editable ones changed with the spec 5 contact rules. */
export function ContactCard({ profile, editable }: Props) {
  const { t } = useT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<ContactEditBody>();
  const [editing, setEditing] = useState(false);
  const client = useQueryClient();
  // The reply is the saved profile: it becomes the profile query's data (no second request).
  const contactEdit = useMutation({
    mutationFn: postContactEdit,
    onSuccess: (r) => client.setQueryData(memberProfileQuery().queryKey, r.data),
  });
  const saving = contactEdit.isPending;
  const rules = useMemo(() => buildContactEditRules(editable, { t: (k) => t(k, { ns: 'common' }) }), [editable, t]);

  const start = () => {
    form.setFieldsValue(Object.fromEntries(editable.map((f) => [f.field, text(profile[f.field])])));
    setEditing(true);
  };

  // One request per submit however often it is clicked.
  const save = useSingleFlight(async (values: ContactEditBody) => {
    const changed = Object.fromEntries(
      editable
        .map((f) => [f.field, text(values[f.field]).trim()] as const)
        .filter(([field, value]) => value !== text(profile[field]).trim()),
    ) as ContactEditBody;
    if (Object.keys(changed).length === 0) {
      setEditing(false);
      return;
    }
    try {
      await contactEdit.mutateAsync(changed);
      message.success(t('info.contacts_saved'));
      setEditing(false);
    } catch (e) {
      const field = errorField(e);
      if (field) form.setFields([{ name: field as ContactField, errors: [errorText(e)] }]);
      else message.error(errorText(e));
    }
  });

  const edit =
    editable.length > 0 && !editing ? (
      <Button size="small" onClick={start} data-testid="contact-edit">
        {t('info.edit')}
      </Button>
    ) : null;

  return (
    <Card title={t('info.contacts')} size="small" extra={edit} data-testid="contact-card">
      {editing ? (
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)} data-testid="contact-form" style={{ maxWidth: 640 }}>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 16 }}>
            {editable.map((f) => (
              <Form.Item key={f.field} name={f.field} label={t(`field.${f.field}`)} rules={rules[f.field]}>
                <Input maxLength={50} autoComplete="off" />
              </Form.Item>
            ))}
          </div>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="contact-save">
              {t('info.save')}
            </Button>
            <Button onClick={() => setEditing(false)} disabled={saving}>
              {t('info.cancel')}
            </Button>
          </Space>
        </Form>
      ) : (
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          {CONTACT_SHOWN.map((f) => (
            <Descriptions.Item key={f} label={t(`field.${f}`)}>
              <span data-testid={`contact-${f}`} style={{ overflowWrap: 'anywhere' }}>{text(profile[f]) === '' ? '-' : text(profile[f])}</span>
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Card>
  );
}
