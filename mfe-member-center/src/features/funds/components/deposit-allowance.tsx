import { Button, Space } from 'antd';
import type { FormRule } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { postDeposit, saferLimitsQuery, useDateFormat } from '@mfp/shared';
import { depositAllowed } from '@mfp/shared/safer-play';
import { useT } from '../../../i18n/use-t';
import { useMoney } from '../../../common/money';
import { Notice } from '../../../common/notice';

const OFFER_SKIPPED_KEY = 'mfp:deposit-limit-offer-skipped';

const skipped = (): boolean => {
  try {
    return window.localStorage.getItem(OFFER_SKIPPED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * What the deposit limits leave, shown before the member types an amount; before a first
 * deposit without a limit, the offer to set one (skippable, remembered in this browser).
 */
export function DepositAllowance() {
  const { t } = useT();
  const money = useMoney();
  const navigate = useNavigate();
  const { formatDateTime } = useDateFormat();
  const limits = useQuery(saferLimitsQuery());
  const [offerSkipped, setOfferSkipped] = useState(skipped);
  const client = useQueryClient();
  // Every deposit request, made or refused, changes what is left: read the allowance again.
  useEffect(
    () =>
      client.getMutationCache().subscribe((e) => {
        if (e.type !== 'updated' || e.mutation.options.mutationFn !== postDeposit) return;
        if (e.mutation.state.status === 'success' || e.mutation.state.status === 'error')
          void client.invalidateQueries({ queryKey: saferLimitsQuery().queryKey });
      }),
    [client],
  );
  const a = limits.data?.deposit_allowance;
  if (a)
    return (
      <Notice testId="deposit-allowance">
        <strong>{t('safer.deposit_allowance', { amount: money(a.allowance) })}</strong>
        {a.grows_at && <div>{t('safer.deposit_allowance_grows', { at: formatDateTime(a.grows_at) })}</div>}
      </Notice>
    );
  if (!limits.data || limits.data.has_deposited === 1 || offerSkipped) return null;
  const skip = () => {
    try {
      window.localStorage.setItem(OFFER_SKIPPED_KEY, '1');
    } catch {
      // Private mode: the offer comes back next time, which is harmless.
    }
    setOfferSkipped(true);
  };
  return (
    <Notice testId="deposit-limit-offer">
      <Space direction="vertical">
        <strong>{t('safer.offer_title')}</strong>
        {t('safer.offer_text')}
        <Space wrap>
          <Button type="primary" size="small" onClick={() => navigate('../SaferLimits')} data-testid="deposit-limit-offer-set">
            {t('safer.offer_set')}
          </Button>
          <Button size="small" onClick={skip} data-testid="deposit-limit-offer-skip">
            {t('safer.offer_skip')}
          </Button>
        </Space>
      </Space>
    </Notice>
  );
}

/** The deposit-limit rule of the amount (the server's own, mirrored): above the allowance, the message names it. */
export function useDepositAllowanceRule(): FormRule {
  const { t } = useT();
  const money = useMoney();
  const { formatDateTime } = useDateFormat();
  const limits = useQuery(saferLimitsQuery());
  const a = limits.data?.deposit_allowance ?? null;
  return {
    validator: (_r, v: number | undefined | null) => {
      if (v === undefined || v === null || !a) return Promise.resolve();
      const allowance = { allowance: a.allowance, period: a.period, limit: a.limit, used: a.used, growsAt: a.grows_at === null ? null : Date.parse(a.grows_at) };
      if (depositAllowed(allowance, v)) return Promise.resolve();
      const values = { allowance: money(a.allowance), ...(a.grows_at ? { grows_at: formatDateTime(a.grows_at) } : { context: 'full' }) };
      return Promise.reject(new Error(t('common:safer_play.err_deposit_limit', values)));
    },
  };
}
