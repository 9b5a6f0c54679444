/** Milliseconds left until `end` (never negative). */
export function remainingMs(end: number | string | Date, now: number = Date.now()): number {
  const t = typeof end === 'number' ? end : typeof end === 'string' ? parseTime(end) : end.getTime();
  return Number.isNaN(t) ? 0 : Math.max(0, t - now);
}

/** Whole seconds left, rounded up so that 0 means done. */
export function remainingSeconds(end: number | string | Date, now: number = Date.now()): number {
  return Math.ceil(remainingMs(end, now) / 1000);
}

/** Splits a duration into days, hours, minutes and seconds. */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** mm:ss (or h:mm:ss past an hour). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number): string => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  return h > 0
    ? `${h}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
    : `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

const SQL_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * A server time string as epoch ms; NaN when unreadable. ISO as written; an SQL datetime
 * ("2026-01-02 03:04:05", no zone) is UTC, as the server writes it (it was read in the browser's zone).
 */
export function parseTime(s: string): number {
  const text = s.trim();
  return Date.parse(SQL_DATETIME.test(text) ? `${text.replace(' ', 'T')}Z` : text);
}

/** Counts down whole seconds: onTick(left) every second, onDone at 0. Returns stop(). */
export function startCountdown(
  seconds: number,
  onTick: (left: number) => void,
  onDone?: () => void,
): () => void {
  let left = Math.max(0, Math.floor(seconds));
  onTick(left);
  if (left === 0) {
    onDone?.();
    return () => undefined;
  }
  const id = setInterval(() => {
    left -= 1;
    onTick(left);
    if (left <= 0) {
      clearInterval(id);
      onDone?.();
    }
  }, 1000);
  return () => clearInterval(id);
}
