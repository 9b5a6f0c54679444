import { useT } from '../../../i18n/use-t';
import { Money } from '../components/money';
import { compareBy, type NumericKeys } from '../utils/table';
import { useAgentContext } from './use-agent-context';

/** Right-aligned sortable money columns titled `report.<key>` (win/loss coloured when negative), and their total cells. */
export function useMoneyColumns<Row, K extends NumericKeys<Row> & string>(keys: readonly K[]) {
  const { t } = useT();
  const { currency } = useAgentContext();
  const money = (v: number, key: K) => <Money value={v} currency={currency} signed={key === 'win_loss'} />;
  return {
    columns: keys.map((key) => ({
      title: t(`report.${key as string}`),
      dataIndex: key,
      align: 'right' as const,
      sorter: compareBy<Row>(key),
      render: (v: number) => money(v, key),
    })),
    totals: (row: Record<K, number>) => keys.map((key) => ({ content: money(row[key], key) })),
  };
}
