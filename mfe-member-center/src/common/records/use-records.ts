import { useCallback, useEffect, useRef, useState } from 'react';
import type { Dayjs } from 'dayjs';
import { isAbortError } from '@mfp/shared';
import type { ApiReply, RecordPage, RecordRangeQuery } from '@mfp/shared';
import { useErrorText } from '../use-error-text';
import { defaultRange, toUtcDayRange } from '../dates';

export const RECORD_PAGE_SIZE = 20;

/** A paged record list filtered by a date range (and extra filters), with loading, error and empty states. */
export function useRecords<T, X extends object = object>(
  fetch: (q: RecordRangeQuery & X) => Promise<ApiReply<RecordPage<T>>>,
  extra: X = {} as X,
) {
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => defaultRange());
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [summary, setSummary] = useState<Record<string, unknown>>({});
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const errorText = useErrorText();
  const seq = useRef(0);
  const extraKey = JSON.stringify(extra);

  const load = useCallback(() => {
    const n = ++seq.current;
    setLoading(true);
    setError(null);
    const q = { ...(JSON.parse(extraKey) as X), ...toUtcDayRange(range[0], range[1]), page, count: RECORD_PAGE_SIZE };
    fetch(q)
      .then((r) => {
        if (n !== seq.current) return;
        const { list, total_count, ...rest } = r.data;
        setRows(list);
        setTotal(total_count);
        setSummary(rest);
      })
      .catch((e: unknown) => {
        if (n === seq.current && !isAbortError(e)) setError(errorText(e));
      })
      .finally(() => {
        if (n === seq.current) setLoading(false);
      });
  }, [fetch, extraKey, range, page, errorText]);

  useEffect(load, [load]);

  const changeRange = (r: [Dayjs, Dayjs]) => {
    setRange(r);
    setPage(1);
  };
  return { range, changeRange, page, setPage, rows, total, summary, loading, error, reload: load };
}
