import { DAY_MS, MINUTE_MS } from './clock';

/**
 * Safer play: the figures of the UK Gambling Commission's remote technical standards
 * (RTS 12 limits, RTS 13 reality checks) and its self-exclusion guidance, as the site offers them.
 */

/** The rolling windows a deposit or loss limit can cover, by id, in ms. */
export const LIMIT_PERIODS = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS } as const;
export type LimitPeriod = keyof typeof LIMIT_PERIODS;
export const LIMIT_PERIOD_IDS = Object.keys(LIMIT_PERIODS) as LimitPeriod[];

/** What a limit counts: deposits asked for, or net loss (stakes minus wins) from the bet records. */
export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** A higher limit or a removal waits this long before it applies (RTS 12). */
export const LIMIT_COOLING_OFF_MS = DAY_MS;

/** The largest limit a member can set (a bound on input, in the member's currency). */
export const LIMIT_MAX_AMOUNT = 100_000_000;

/** Time-out lengths (take a break), by id, in ms. */
export const TIME_OUT_PERIODS = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS, '6w': 42 * DAY_MS } as const;
export type TimeOutPeriod = keyof typeof TIME_OUT_PERIODS;

/** Self-exclusion terms, by id, in calendar months. */
export const SELF_EXCLUSION_PERIODS = { '6m': 6, '1y': 12, '5y': 60 } as const;
export type SelfExclusionPeriod = keyof typeof SELF_EXCLUSION_PERIODS;

/** Reality-check intervals a member chooses from, in minutes (0 is off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 45, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
export const REALITY_CHECK_UNIT_MS = MINUTE_MS;

/** True when `value` is one of the table's ids. */
export const isPeriodOf = <T extends Record<string, unknown>>(table: T, value: unknown): value is keyof T & string =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(table, value);
