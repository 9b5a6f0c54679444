import { Alert, Button, Card, Form, Input, Radio, Space, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { postTakeBreak, SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS } from '@mfp/shared';
import type { BreakKind } from '@mfp/shared/safer-play';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../common/use-error-text';
import { errorField } from '../../../common/field-error';

const PERIODS: Readonly<Record<BreakKind, readonly string[]>> = {
  timeout: Object.keys(TIME_OUT_PERIODS),
  exclusion: Object.keys(SELF_EXCLUSION_PERIODS),
};

interface Values {
  period: string;
  password: string;
}

/**
 * Take a break or self-exclude: a period and the password, at once. The server ends every
 * session and tells every window of the member through its channel, so this window is logged out too.
 */
export function BreakForm({ kind }: { kind: BreakKind }) {
  const { t } = useT();
  const errorText = useErrorText();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const take = useMutation({
    mutationFn: (v: Values) => postTakeBreak({ kind, period: v.period, password: v.password }),
    onError: (e) => {
      const text = errorText(e);
      if (errorField(e) === 'password') form.setFields([{ name: 'password', errors: [text] }]);
      else setProblem(text);
    },
  });
  const prefix = kind === 'timeout' ? 'safer.break' : 'safer.exclusion';
  return (
    <Card size="small" title={t(`${prefix}_title`)}>
      <Typography.Paragraph>{t(`${prefix}_intro`)}</Typography.Paragraph>
      <Alert type="warning" showIcon message={t(`${prefix}_warning`)} style={{ marginBottom: 16 }} />
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} data-testid="break-error" />}
      {take.isSuccess && (
        <Alert type="success" showIcon message={t(`${prefix}_started`)} style={{ marginBottom: 16 }} data-testid="break-started" />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(v) => {
          setProblem(null);
          take.mutate(v);
        }}
        style={{ maxWidth: 460 }}
        disabled={take.isSuccess}
      >
        <Form.Item name="period" label={t('safer.period_label')} rules={[{ required: true, message: t('safer.period_required') }]}>
          <Radio.Group data-testid={`${kind}-periods`}>
            <Space direction="vertical">
              {PERIODS[kind].map((p) => (
                <Radio key={p} value={p} data-testid={`${kind}-period-${p}`}>
                  {t(`safer.${kind}_period.${p}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="password"
          label={t('safer.password')}
          extra={t('safer.password_extra')}
          rules={[{ required: true, message: t('common:ph_password') }]}
        >
          <Input.Password autoComplete="current-password" data-testid={`${kind}-password`} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={take.isPending} data-testid={`${kind}-submit`}>
          {t(`${prefix}_submit`)}
        </Button>
      </Form>
    </Card>
  );
}

