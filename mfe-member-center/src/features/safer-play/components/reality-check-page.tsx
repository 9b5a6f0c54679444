import { App, Button, Card, Checkbox, Form, Radio, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { postRealityCheck, REALITY_CHECK_MINUTES, saferSessionQuery } from '@mfp/shared';
import type { RealityCheckMinutes } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { PageState } from '../../../common/page-state';
import { useErrorText } from '../../../common/use-error-text';

interface Values {
  minutes: RealityCheckMinutes;
  show_clock: boolean;
}

/** Reality checks: the interval of the reminder box and the session clock in the header. */
export function RealityCheckPage() {
  const { t } = useT();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const client = useQueryClient();
  const session = useQuery(saferSessionQuery());
  const save = useMutation({
    mutationFn: (v: Values) => postRealityCheck({ minutes: v.minutes, show_clock: v.show_clock ? 1 : 0 }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: saferSessionQuery().queryKey });
      void message.success(t('safer.reality_saved'));
    },
    onError: (e) => void message.error(errorText(e)),
  });
  return (
    <div data-testid="page-RealityCheck">
      <PageState query={session}>
        {session.data ? (
          <Card size="small" title={t('safer.reality_title')}>
            <Typography.Paragraph type="secondary">{t('safer.reality_intro')}</Typography.Paragraph>
            <Form<Values>
              layout="vertical"
              initialValues={{ minutes: session.data.reality_check_minutes, show_clock: session.data.show_clock === 1 }}
              onFinish={(v) => save.mutate(v)}
            >
              <Form.Item name="minutes" label={t('safer.reality_interval')}>
                <Radio.Group data-testid="reality-interval">
                  <Space wrap>
                    {REALITY_CHECK_MINUTES.map((m) => (
                      <Radio key={m} value={m} data-testid={`reality-${m}`}>
                        {m === 0 ? t('safer.reality_off') : t('safer.minutes', { count: m })}
                      </Radio>
                    ))}
                  </Space>
                </Radio.Group>
              </Form.Item>
              <Form.Item name="show_clock" valuePropName="checked">
                <Checkbox data-testid="reality-clock">{t('safer.show_clock')}</Checkbox>
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="reality-save">
                {t('safer.save')}
              </Button>
            </Form>
          </Card>
        ) : null}
      </PageState>
    </div>
  );
}
