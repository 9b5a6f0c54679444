import { useDateFormat } from '@mfp/shared';
import { useT } from '../../i18n/use-t';
import { useMoney } from '../money';

/** The amount's currency: the row's own when it has one, else the member's. */
const rowCurrency = (row: object): string | undefined =>
  'currency' in row && typeof row.currency === 'string' ? row.currency : undefined;

/** The columns the record tables share: the record time (with seconds) and the right-aligned amount. */
export function useRecordColumns() {
  const { t } = useT();
  const money = useMoney();
  const { formatDateTime } = useDateFormat();
  return {
    money,
    time: { title: t('records.time'), dataIndex: 'created_at', render: (v: string) => formatDateTime(v, { seconds: true }) },
    amount: { title: t('wallet.amount'), dataIndex: 'amount', align: 'right' as const, render: (v: number, r: object) => money(v, rowCurrency(r)) },
  };
}
