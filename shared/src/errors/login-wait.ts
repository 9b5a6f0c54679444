/**
 * A login of an account under its failed-login delay answers spec 8's 106 (the code of the per-IP limit, so
 * the table stays the spec's) with the seconds left in this data field; the login form then tells the player
 * to wait and for how long instead of blaming the IP address.
 */
export const LOGIN_WAIT_FIELD = 'wait_seconds';

/** Whole seconds to tell the player, never 0 while any wait is left. */
export const loginWaitSeconds = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / 1000));
