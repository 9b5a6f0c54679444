/** The time a safer-play rule reads, as epoch milliseconds; every rule takes it as a parameter so tests move it. */
export type Clock = () => number;

/** The real clock. */
export const systemClock: Clock = () => Date.now();

const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const MINUTE_MS = 60_000;
