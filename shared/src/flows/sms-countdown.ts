import { SMS_COUNTDOWN_S, isSuccessCode } from '../constants';

/** SMS code 102 (five-minute rate limit) still starts the countdown (spec 8). */
export const SMS_RATE_LIMIT_CODE = 102;

/** Seconds of the SMS button countdown: 300 s the first time, then the configured verify time (spec 4). */
export function smsCountdownSeconds(
  sentBefore: boolean,
  configuredSeconds: number | null | undefined,
): number {
  return sentBefore && configuredSeconds && configuredSeconds > 0 ? configuredSeconds : SMS_COUNTDOWN_S;
}

/** True when the SMS reply starts the countdown: success or 102. */
export function smsStartsCountdown(code: number): boolean {
  return isSuccessCode(code) || code === SMS_RATE_LIMIT_CODE;
}
