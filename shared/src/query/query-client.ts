import { QueryClient } from '@tanstack/react-query';
import { isAbortError } from '../api/api-error';

/** Query-key domains that hold one member's data: dropped from the cache when the session ends. */
export const MEMBER_QUERY_DOMAINS = ['member', 'member-center', 'agent-center'] as const;

/**
 * A QueryClient with the platform's defaults. The api client already retries a failed read
 * (REQUEST_RETRY_COUNT, spec 7), so queries and mutations never retry a second time; a focus or
 * reconnect does not refetch (real-time events and the pages' reload buttons do).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

let current: QueryClient | null = null;

/** The one QueryClient of the page: the host provides it to every remote area (created on first use). */
export function getQueryClient(): QueryClient {
  current ??= createQueryClient();
  return current;
}

/** Drops every member's query (logout): the member domains and any call asked as a member (viewer 'member'). */
export function removeMemberQueries(client: QueryClient = getQueryClient()): void {
  for (const domain of MEMBER_QUERY_DOMAINS) client.removeQueries({ queryKey: [domain] });
  client.removeQueries({ predicate: (q) => q.queryKey.includes('member') });
}

/** The error a page shows for a query: none while pending or for an aborted call (a 401 aborts every call, spec 7). */
export function shownError(query: { error: unknown }): unknown {
  return query.error && !isAbortError(query.error) ? query.error : null;
}
