export { createQueryClient, getQueryClient, MEMBER_QUERY_DOMAINS, removeMemberQueries, shownError } from './query-client';
export { CONTENT_STALE_MS, EVENT_FED_STALE_MS, PAGE_LOAD_STALE_MS, REPORT_STALE_MS } from './stale-times';
export { viewerOf } from './viewer';
export type { Viewer } from './viewer';
