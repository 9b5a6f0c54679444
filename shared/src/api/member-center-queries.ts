import { queryOptions } from '@tanstack/react-query';
import { postBankAccountList, postDepositChannels, postRecommendMembers, postRecommendProject } from './member-center';
import { CONTENT_STALE_MS, EVENT_FED_STALE_MS, REPORT_STALE_MS } from '../query/stale-times';

// Query options (TanStack Query): key [domain, call, vars], the call, how long its answer is fresh.

/** The deposit channels (and the bind-bank rule) as a query. */
export const depositChannelsQuery = () =>
  queryOptions({
    queryKey: ['member-center', 'depositChannels'] as const,
    queryFn: async () => (await postDepositChannels()).data,
    staleTime: CONTENT_STALE_MS,
  });
/** The member's bound bank accounts (with max_count) as a query; binding one invalidates it. */
export const bankAccountListQuery = () =>
  queryOptions({
    queryKey: ['member-center', 'bankAccountList'] as const,
    queryFn: async () => (await postBankAccountList()).data,
    staleTime: EVENT_FED_STALE_MS,
  });
/** The recommend project (register link, award rules) as a query. */
export const recommendProjectQuery = () =>
  queryOptions({
    queryKey: ['member-center', 'recommendProject'] as const,
    queryFn: async () => (await postRecommendProject()).data,
    staleTime: CONTENT_STALE_MS,
  });
/** One page of the members the member recommended, searched by account. */
export const recommendMembersQuery = (q: { member_account?: string; page?: number; count?: number }) =>
  queryOptions({
    queryKey: ['member-center', 'recommendMembers', q] as const,
    queryFn: async () => (await postRecommendMembers(q)).data,
    staleTime: REPORT_STALE_MS,
  });
