/**
 * `promise`, or `late` when it has not settled within `ms`. A rejection passes through (callers that never
 * fail map it first); the timer is cleared as the race ends, so nothing outlives it.
 */
export function within<T, L>(promise: Promise<T>, ms: number, late: L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<L>((resolve) => {
    timer = setTimeout(() => resolve(late), Math.max(0, ms));
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
