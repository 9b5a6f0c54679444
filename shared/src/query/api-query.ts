import { queryOptions } from '@tanstack/react-query';
import type { ApiReply } from '../types/api';

/**
 * The query options builder of one API domain (TanStack Query): a query is keyed `[domain, call, vars(, viewer)]`,
 * runs the call, keeps its reply's data (or what `pick` takes of it), fresh for one of the named stale times.
 */
export const apiQuery =
  <const D extends string>(domain: D) =>
  <const K extends readonly unknown[], R, T = R>(
    key: K,
    call: () => Promise<ApiReply<R>>,
    staleTime: number,
    pick: (data: R) => T = (data) => data as unknown as T,
  ) =>
    queryOptions<T, Error, T, readonly [D, ...K]>({
      queryKey: [domain, ...key] as const,
      queryFn: async () => pick((await call()).data),
      staleTime,
    });

/** A list reply's data, or an empty list when the server sent none. */
export const orEmpty = <T>(data: T[] | null | undefined): T[] => data ?? [];
/** The `list` of a reply's data, or an empty list when the server sent none. */
export const listOf = <T>(data: { list?: T[] | null } | null | undefined): T[] => data?.list ?? [];
