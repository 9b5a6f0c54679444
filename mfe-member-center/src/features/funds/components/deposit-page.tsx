import { Button, Form, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DISPLAY_DEVICE,
  DISPLAY_LOCATION,
  POPUP_WINDOW_HEIGHT,
  POPUP_WINDOW_WIDTH,
  openPopup,
  bulletinQuery,
  postDeposit,
  depositChannelsQuery,
  depositNoticeChannels,
  channels as realtimeChannels,
  useChannel,
  useLayoutStore,
} from '@mfp/shared';
import { isDepositAmountInRange } from '@mfp/shared/validation';
import type { DepositOrder } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMember } from '../../../common/use-member';
import { useSite } from '../../../common/use-site';
import { PageState } from '../../../common/page-state';
import { SafeHtml } from '../../../common/safe-html';
import { Notice } from '../../../common/notice';
import { useMoney } from '../../../common/money';
import { DepositSteps } from './deposit-steps';
import { FundsForm } from './funds-form';
import { DepositAllowance, useDepositAllowanceRule } from './deposit-allowance';

const FAST_PAYMENT_PATH = '/fastPayment';

/**
 * Deposit: the notice naming the member's currency's channels, the deposit bulletin (location 3), the
 * bind-bank prompt when needed, channels, amount and fast payment.
 */
export function DepositPage() {
  const { t, i18n } = useT();
  const money = useMoney();
  const navigate = useNavigate();
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  const { siteId } = useSite();
  const channels = useQuery(depositChannelsQuery());
  const bulletin = useQuery({
    ...bulletinQuery(
      {
        site_id: siteId,
        display_device: isDesktop ? DISPLAY_DEVICE.desktop : DISPLAY_DEVICE.mobile,
        display_location: DISPLAY_LOCATION.deposit,
      },
      'member',
    ),
    select: (r) => r.list ?? [],
  });
  const [form] = Form.useForm<{ channel_id: number; amount: number }>();
  const [received, setReceived] = useState<string | null>(null);
  const allowanceRule = useDepositAllowanceRule();
  const member = useMember();
  // The balance refresh runs app-wide (useDepositSuccess); here the order on screen is marked received.
  useChannel(member ? realtimeChannels.member(member.id) : null, 'deposit-success', (p) =>
    setReceived(p.order_number),
  );
  const list = channels.data?.list ?? [];
  const channelId = Form.useWatch('channel_id', form);
  const chosen = list.find((c) => c.id === channelId);
  const mustBind = channels.data?.need_bank_account_deposit_verified === 1;
  const noticeChannels = depositNoticeChannels(list, i18n.language);

  // A deposit request only creates an order: no query changes until deposit-success (useDepositSuccess).
  const deposit = useMutation({ mutationFn: postDeposit });
  const send = async (v: { channel_id: number; amount: number }): Promise<DepositOrder> => {
    const r = await deposit.mutateAsync(v);
    setReceived(null);
    return r.data;
  };
  const fastPayment = () => {
    if (isDesktop)
      openPopup(FAST_PAYMENT_PATH, 'fpRedirect', { width: POPUP_WINDOW_WIDTH, height: POPUP_WINDOW_HEIGHT });
    else window.location.assign(FAST_PAYMENT_PATH);
  };

  return (
    <div data-testid="page-Deposit" style={{ display: 'grid', gap: 16 }}>
      {noticeChannels && member ? (
        <Notice testId="deposit-notice">
          {t('deposit.notice', { currency: member.member_currency, channels: noticeChannels })}
        </Notice>
      ) : null}
      {(bulletin.data ?? []).map((b) => (
        <Notice key={b.id} testId="deposit-bulletin">
          <SafeHtml html={b.content || b.display_content} />
        </Notice>
      ))}
      <Modal
        open={mustBind}
        closable={false}
        maskClosable={false}
        keyboard={false}
        title={t('deposit.bind_title')}
        data-testid="bind-prompt"
        footer={
          <Button type="primary" onClick={() => navigate('../BindAccount')}>
            {t('deposit.bind_now')}
          </Button>
        }
      >
        {t('deposit.bind_text')}
      </Modal>
      <DepositAllowance />
      <PageState query={channels} empty={list.length === 0}>
        <FundsForm
          title={t('menu.deposit')}
          form={form}
          send={send}
          orderResult={{
            testId: 'deposit-order',
            describe: (order) => ({
              done: received === order.order_number,
              title: t(received === order.order_number ? 'deposit.success_title' : 'deposit.order_created'),
              text: t('deposit.order_text', {
                order: order.order_number,
                amount: money(order.amount, order.currency),
              }),
            }),
          }}
          busy={deposit.isPending}
          submitLabel={t('deposit.submit')}
          disabled={mustBind}
          source={
            <Form.Item
              name="channel_id"
              label={t('deposit.channel')}
              rules={[{ required: true, message: t('deposit.channel_required') }]}
            >
              <Radio.Group>
                <Space direction="vertical">
                  {list.map((c) => (
                    <Radio key={c.id} value={c.id}>
                      {c.name} ({money(c.min_amount)} - {money(c.max_amount)})
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Form.Item>
          }
          guide={chosen ? <DepositSteps channel={chosen} /> : null}
          amountRules={[
            allowanceRule,
            // The chosen channel is read when the rule runs, not from the last render.
            ({ getFieldValue }) => ({
              validator: (_r, v: number | undefined) => {
                const channel = list.find((c) => c.id === getFieldValue('channel_id'));
                return v === undefined || v === null || !channel || isDepositAmountInRange(v, channel)
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(
                        t('deposit.range', {
                          min: money(channel.min_amount),
                          max: money(channel.max_amount),
                        }),
                      ),
                    );
              },
            }),
          ]}
          actions={
            <Button onClick={fastPayment} data-testid="fast-payment">
              {t('deposit.fast_payment')}
            </Button>
          }
        />
      </PageState>
    </div>
  );
}
