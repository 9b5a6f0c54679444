import * as errors from '@mfp/shared/errors';

// The production run (tsx, ESM) loads shared's errors index as CommonJS: read the table from the
// module object (jest gets it directly), as member/codes.ts does for the constants.
/** Error table of the agent-center flows (designed by this server; the spec names none), once in @mfp/shared. */
export const { AGENT_CENTER_CODES: AGENT_CODES } = (errors as { default?: typeof errors }).default ?? errors;

/** Depth of the stratified table (levels below the agent). */
export const STRATIFIED_DEPTH = 5;
/** Months shown by the performance settlement when no period is asked. */
export const SETTLEMENT_MONTHS = 6;
