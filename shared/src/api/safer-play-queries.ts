import { postSaferActivity, postSaferLimits, postSaferSession } from './safer-play';
import { apiQuery } from '../query/api-query';
import { REPORT_STALE_MS } from '../query/stale-times';
import type { ActivityGrain } from '../safer-play';

const saferPlayQuery = apiQuery('safer-play');

/** The member's limits and allowance: read on every visit, as a deposit or a bet elsewhere changes them. */
export const saferLimitsQuery = () => saferPlayQuery(['limits'], postSaferLimits, REPORT_STALE_MS);
/** This session's login time, reality-check settings and net position. */
export const saferSessionQuery = () => saferPlayQuery(['session'], postSaferSession, REPORT_STALE_MS);
/** My activity at one grain. */
export const saferActivityQuery = (grain: ActivityGrain) =>
  saferPlayQuery(['activity', grain], () => postSaferActivity(grain), REPORT_STALE_MS);
