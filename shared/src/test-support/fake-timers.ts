/** With jest's fake timers: `fn` has not run 1 ms before `ms` from now, and has run exactly once at `ms`. */
export function expectFiresAfter(fn: jest.Mock, ms: number): void {
  jest.advanceTimersByTime(ms - 1);
  expect(fn).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(fn).toHaveBeenCalledTimes(1);
}
