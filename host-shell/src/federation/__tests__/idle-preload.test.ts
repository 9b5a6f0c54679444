import { PRELOAD_ERROR_EVENT } from '@mfp/shared';
import { IDLE_PRELOAD_DELAY_MS, preloadWhenIdle } from '../idle-preload';

describe('remote code preloaded after the first view (the login form shows fast on click)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const fakeWindow = (readyState: DocumentReadyState) => {
    const listeners: (() => void)[] = [];
    const idle: (() => void)[] = [];
    return {
      win: {
        document: { readyState },
        addEventListener: (_: string, cb: () => void) => listeners.push(cb),
        setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
        requestIdleCallback: (cb: () => void) => idle.push(cb),
      } as unknown as Parameters<typeof preloadWhenIdle>[1],
      fireLoad: () => listeners.forEach((cb) => cb()),
      fireIdle: () => idle.splice(0).forEach((cb) => cb()),
    };
  };

  it('waits for the load event, a delay and an idle period before loading', () => {
    const load = jest.fn(async () => undefined);
    const w = fakeWindow('loading');
    preloadWhenIdle(load, w.win);
    jest.advanceTimersByTime(IDLE_PRELOAD_DELAY_MS * 2);
    expect(load).not.toHaveBeenCalled();
    w.fireLoad();
    jest.advanceTimersByTime(IDLE_PRELOAD_DELAY_MS - 1);
    w.fireIdle();
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).not.toHaveBeenCalled();
    w.fireIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the delay at once when the page has already loaded; a failure is reported, not reloaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reports: unknown[] = [];
    const onReport = (e: Event) => reports.push((e as CustomEvent).detail);
    window.addEventListener(PRELOAD_ERROR_EVENT, onReport);
    const load = jest.fn(async () => {
      throw new Error('remote down');
    });
    const w = fakeWindow('complete');
    preloadWhenIdle(load, w.win, 'mfe_auth');
    jest.advanceTimersByTime(IDLE_PRELOAD_DELAY_MS);
    w.fireIdle();
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    window.removeEventListener(PRELOAD_ERROR_EVENT, onReport);
    expect(reports).toEqual([expect.objectContaining({ target: 'mfe_auth', message: 'remote down' })]);
    expect(warn).toHaveBeenCalledWith('[preload] mfe_auth failed: remote down');
    warn.mockRestore();
  });
});
