import { useQuery, type DefaultError, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { loadedView, type Loaded } from '../utils/loaded-view';

/** A report's query as its table shows it: `table` (load state and rows, spread into ReportTable) and the data for totals and paging. */
export function useReport<TData, Row, TKey extends QueryKey>(
  options: UseQueryOptions<TData, DefaultError, TData, TKey>,
  rowsOf: (data: TData) => readonly Row[],
): { data: TData | undefined; table: { load: Loaded<TData>; rows: readonly Row[] } } {
  const load = loadedView(useQuery(options));
  return { data: load.data, table: { load, rows: load.data === undefined ? [] : rowsOf(load.data) } };
}
