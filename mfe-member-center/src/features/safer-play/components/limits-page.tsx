import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { saferLimitsQuery } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { PageState } from '../../../common/page-state';
import { LimitCard } from './limit-card';

/** Deposit and loss limits: 24 hours, 7 days and 30 days each; a lower one at once, a higher one after a day. */
export function SaferLimitsPage() {
  const { t } = useT();
  const limits = useQuery(saferLimitsQuery());
  return (
    <div data-testid="page-SaferLimits" style={{ display: 'grid', gap: 16 }}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('safer.limits_intro')}</Typography.Paragraph>
      <PageState query={limits}>
        {limits.data ? (
          <>
            <LimitCard kind="deposit" data={limits.data} />
            <LimitCard kind="loss" data={limits.data} />
          </>
        ) : null}
      </PageState>
    </div>
  );
}
