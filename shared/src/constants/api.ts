/** Response codes that mean success (spec 8). */
export const SUCCESS_CODES = [100, 1000] as const;
/** Statuses on which a non-mutating request is retried once (spec 7). */
export const RETRYABLE_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const REQUEST_RETRY_COUNT = 1;
/** Relative request paths get this prefix (spec 7). */
export const API_PREFIX = '/api';
export const UNAUTHORIZED_STATUS = 401;
export const NOT_FOUND_STATUS = 404;
/** The error screen's status when none is given (spec 2). */
export const DEFAULT_ERROR_STATUS = 500;
/** Play reply code for a game in maintenance (spec 4 and 8). */
export const PLAY_MAINTENANCE_CODE = 203;
/** Real-time event code of the transfer-disabled notice (spec 8). */
export const TRANSFER_DISABLED_CODE = 957;
/** Bulletin display_frequency that asks the server to hide the pop-up after the member closes it. */
export const BULLETIN_FREQUENCY_HIDE_ON_CLOSE = 0;

/** True when a reply code means success. */
export function isSuccessCode(code: unknown): boolean {
  return typeof code === 'number' && (SUCCESS_CODES as readonly number[]).includes(code);
}

/** True when a failed non-mutating request with this status may be retried. */
export function isRetryableStatus(status: unknown): boolean {
  return typeof status === 'number' && (RETRYABLE_STATUSES as readonly number[]).includes(status);
}
