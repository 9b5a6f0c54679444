import { Button, Form, Input, Space, message } from 'antd';
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
import { fieldText } from './contact-fields';

interface Props {
  profile: MemberProfile;
  editable: readonly EditableContactField[];
  /** Saved (or nothing changed) or cancelled: back to the read-only fields. */
  onDone: () => void;
}

/**
 * The editable contact fields, changed with the spec 5 contact rules (antd: loaded when Edit is pressed).
 * Its toasts are antd's static ones (themed by SiteTheme's holder): the form leaves the page once saved, and a
 * toast held by its own App would leave with it.
 */
export function ContactForm({ profile, editable, onDone }: Props) {
  const { t } = useT();
  const errorText = useErrorText();
  const [form] = Form.useForm<ContactEditBody>();
  const client = useQueryClient();
  // The reply is the saved profile: it becomes the profile query's data (no second request).
  const contactEdit = useMutation({
    mutationFn: postContactEdit,
    onSuccess: (r) => client.setQueryData(memberProfileQuery().queryKey, r.data),
  });
  const saving = contactEdit.isPending;
  const rules = useMemo(() => buildContactEditRules(editable, { t: (k) => t(k, { ns: 'common' }) }), [editable, t]);
  // The values the form opened with: a refetched profile does not overwrite what is being typed.
  const [initial] = useState(() => Object.fromEntries(editable.map((f) => [f.field, fieldText(profile[f.field])])));

  // One request per submit however often it is clicked.
  const save = useSingleFlight(async (values: ContactEditBody) => {
    const changed = Object.fromEntries(
      editable
        .map((f) => [f.field, fieldText(values[f.field]).trim()] as const)
        .filter(([field, value]) => value !== fieldText(profile[field]).trim()),
    ) as ContactEditBody;
    if (Object.keys(changed).length === 0) {
      onDone();
      return;
    }
    try {
      await contactEdit.mutateAsync(changed);
      message.success(t('info.contacts_saved'));
      onDone();
    } catch (e) {
      const field = errorField(e);
      if (field) form.setFields([{ name: field as ContactField, errors: [errorText(e)] }]);
      else message.error(errorText(e));
    }
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(v) => void save(v)}
      data-testid="contact-form"
      style={{ maxWidth: 640 }}
    >
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
        <Button onClick={onDone} disabled={saving}>
          {t('info.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
