import { CAPTCHA_BLOCK_MS } from '../constants';

/** Captcha reply code that blocks further requests for 1 s (spec 8). */
export const CAPTCHA_BLOCK_CODE = 101;

/** A guard for captcha requests: after code 101 it refuses requests for 1 s. */
export function createCaptchaGuard(now: () => number = Date.now): {
  canRequest(): boolean;
  onReply(code: number): void;
} {
  let blockedUntil = 0;
  return {
    canRequest: () => now() >= blockedUntil,
    onReply(code) {
      if (code === CAPTCHA_BLOCK_CODE) blockedUntil = now() + CAPTCHA_BLOCK_MS;
    },
  };
}
