import { useState } from 'react';
import type { DefaultError, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { AgentDateRange } from '@mfp/shared';
import { DateRangeFilter } from '../components/date-range-filter';
import { lastDays } from '../utils/date-range';
import { useReport } from './use-report';

const DEFAULT_DAYS = 30;

/** A report over a day range: the last 30 days by default and whenever the range is cleared; `table` carries the range filter too. */
export function useRangeReport<TData, Row, TKey extends QueryKey>(
  queryFor: (range: AgentDateRange) => UseQueryOptions<TData, DefaultError, TData, TKey>,
  rowsOf: (data: TData) => readonly Row[],
) {
  const [range, setRange] = useState<AgentDateRange>(() => lastDays(DEFAULT_DAYS));
  const { data, table } = useReport(queryFor(range), rowsOf);
  const filters = <DateRangeFilter value={range} onChange={(r) => setRange(r.start_date ? r : lastDays(DEFAULT_DAYS))} />;
  return { data, table: { ...table, filters } };
}
