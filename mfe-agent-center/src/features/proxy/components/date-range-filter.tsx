import dayjs from 'dayjs';
import { DatePicker } from 'antd';
import { useT } from '../../../i18n/use-t';
import type { AgentDateRange } from '@mfp/shared';

const FORMAT = 'YYYY-MM-DD';

/** An inclusive day range (YYYY-MM-DD); `clearable` lets the downline search drop it. */
export function DateRangeFilter({ value, onChange, clearable = false }: {
  value: AgentDateRange;
  onChange: (range: AgentDateRange) => void;
  clearable?: boolean;
}) {
  const { t } = useT();
  return (
    <DatePicker.RangePicker
      aria-label={t('filter.range')}
      data-testid="agent-range"
      format={FORMAT}
      allowClear={clearable}
      value={value.start_date && value.end_date ? [dayjs(value.start_date), dayjs(value.end_date)] : null}
      disabledDate={(d) => d.isAfter(dayjs(), 'day')}
      onChange={(dates) => {
        const [from, to] = dates ?? [];
        onChange(from && to ? { start_date: from.format(FORMAT), end_date: to.format(FORMAT) } : {});
      }}
    />
  );
}
