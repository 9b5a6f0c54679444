import { App, Button, Card, Checkbox, Form, Input, Result } from 'antd';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { applyForAgentStatusQuery, postAgentApply, postMemberLayout, sessionStore } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../hooks/use-error-text';
import { loadedView } from '../utils/loaded-view';
import { ErrorState, Loading } from './state-views';

interface ApplyForm {
  contact?: string;
  note?: string;
  agree?: boolean;
}

/** Become an agent: the application form, or its review state (apply_for_agent/check). */
export function RegisterPage() {
  const { t } = useT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const status = loadedView(useQuery(applyForAgentStatusQuery()));
  // One request per submit however often it is clicked: the button is busy while the apply runs.
  const apply = useMutation({ mutationFn: postAgentApply });
  const sending = apply.isPending;
  const [form] = Form.useForm<ApplyForm>();

  const submit = async (values: ApplyForm) => {
    if (apply.isPending) return;
    try {
      await apply.mutateAsync({ contact: values.contact?.trim() ?? '', note: values.note?.trim() ?? '' });
      message.success(t('register.sent'));
      const layout = await postMemberLayout();
      sessionStore.getState().setMember(layout.data);
      status.reload();
    } catch (error) {
      message.error(errorText(error));
    }
  };

  let body;
  if (status.error) body = <ErrorState error={status.error} onRetry={status.reload} />;
  else if (status.loading || !status.data) body = <Loading />;
  else if (status.data.is_agent === 1 && status.data.agent_active === 1)
    body = <Result status="success" title={t('register.active')} extra={<Link to="?page=ProxyCenter">{t('pages.ProxyCenter')}</Link>} />;
  else if (status.data.can_apply !== 1)
    body = <Result data-testid="agent-pending" status="info" title={t('register.pending_title')} subTitle={t('register.pending_text')} />;
  else
    body = (
      <Form<ApplyForm> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 520 }} data-testid="agent-apply-form">
        <Form.Item name="contact" label={t('register.contact')} rules={[{ max: 100, message: t('register.err_contact') }]}>
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
        <Form.Item name="note" label={t('register.note')} rules={[{ max: 500, message: t('register.err_note') }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item
          name="agree"
          valuePropName="checked"
          rules={[{ validator: (_r, v) => (v === true ? Promise.resolve() : Promise.reject(new Error(t('register.err_agree')))) }]}
        >
          <Checkbox>
            {t('register.agree')} <Link to="?page=Agreement">{t('pages.Agreement')}</Link>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('register.submit')}
        </Button>
      </Form>
    );
  return (
    <Card title={t('register.title')} data-testid="agent-register">
      <p>{t('register.intro')}</p>
      {body}
    </Card>
  );
}
