import { useState } from 'react';
import type { AgentDateRange } from '@mfp/shared';
import { DateRangeFilter } from '../components/date-range-filter';
import { lastDays } from '../utils/date-range';

const DEFAULT_DAYS = 30;

/** The day range of a range report and its filter: the last 30 days by default and whenever the range is cleared. */
export function useReportRange() {
  const [range, setRange] = useState<AgentDateRange>(() => lastDays(DEFAULT_DAYS));
  const filter = <DateRangeFilter value={range} onChange={(r) => setRange(r.start_date ? r : lastDays(DEFAULT_DAYS))} />;
  return { range, filter };
}
