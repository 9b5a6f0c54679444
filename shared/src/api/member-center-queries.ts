import {
  postBankAccountList,
  postDepositChannels,
  postRecommendMembers,
  postRecommendProject,
} from './member-center';
import { apiQuery } from '../query/api-query';
import { CONTENT_STALE_MS, EVENT_FED_STALE_MS, REPORT_STALE_MS } from '../query/stale-times';

const memberCenterQuery = apiQuery('member-center');

/** The deposit channels (and the bind-bank rule) as a query. */
export const depositChannelsQuery = () =>
  memberCenterQuery(['depositChannels'], postDepositChannels, CONTENT_STALE_MS);
/** The member's bound bank accounts (with max_count) as a query; binding one invalidates it. */
export const bankAccountListQuery = () =>
  memberCenterQuery(['bankAccountList'], postBankAccountList, EVENT_FED_STALE_MS);
/** The recommend project (register link, award rules) as a query. */
export const recommendProjectQuery = () =>
  memberCenterQuery(['recommendProject'], postRecommendProject, CONTENT_STALE_MS);
/** One page of the members the member recommended, searched by account. */
export const recommendMembersQuery = (q: { member_account?: string; page?: number; count?: number }) =>
  memberCenterQuery(['recommendMembers', q], () => postRecommendMembers(q), REPORT_STALE_MS);
