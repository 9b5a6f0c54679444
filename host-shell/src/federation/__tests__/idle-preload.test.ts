import { PRELOAD_ERROR_EVENT } from '@mfp/shared';
import {
  FIRST_VIEW_DONE_MARK,
  IDLE_PRELOAD_DELAY_MS,
  firstViewStore,
  preloadWhenIdle,
  resetFirstView,
  watchFirstView,
} from '../idle-preload';

describe('the first view ends after load, a delay and an idle period; preloads wait for it (the login form shows fast on click)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetFirstView();
  });
  afterEach(() => jest.useRealTimers());

  const fakeWindow = (readyState: DocumentReadyState) => {
    const listeners: (() => void)[] = [];
    const idle: (() => void)[] = [];
    const marks: string[] = [];
    return {
      win: {
        document: { readyState },
        addEventListener: (_: string, cb: () => void) => listeners.push(cb),
        setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
        requestIdleCallback: (cb: () => void) => idle.push(cb),
        performance: { mark: (name: string) => marks.push(name) },
      } as unknown as Parameters<typeof watchFirstView>[0],
      marks,
      fireLoad: () => listeners.forEach((cb) => cb()),
      fireIdle: () => idle.splice(0).forEach((cb) => cb()),
    };
  };

  it('waits for the load event, a delay and an idle period before loading, then marks the first view done', () => {
    const load = jest.fn(async () => undefined);
    const w = fakeWindow('loading');
    watchFirstView(w.win);
    preloadWhenIdle(load);
    jest.advanceTimersByTime(IDLE_PRELOAD_DELAY_MS * 2);
    expect(load).not.toHaveBeenCalled();
    w.fireLoad();
    jest.advanceTimersByTime(IDLE_PRELOAD_DELAY_MS - 1);
    w.fireIdle();
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).not.toHaveBeenCalled();
    expect(firstViewStore.getState().done).toBe(false);
    w.fireIdle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(firstViewStore.getState().done).toBe(true);
    expect(w.marks).toEqual([FIRST_VIEW_DONE_MARK]);
  });

  it('watches once per page; a preload asked for after the first view runs at once', () => {
    const w = fakeWindow('complete');
    watchFirstView(w.win);
    watchFirstView(w.win);
    jest.advanceTimersByTime(IDLE_PRELOAD_DELAY_MS);
    w.fireIdle();
    expect(w.marks).toEqual([FIRST_VIEW_DONE_MARK]);
    const load = jest.fn(async () => undefined);
    preloadWhenIdle(load);
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
    watchFirstView(w.win);
    preloadWhenIdle(load, 'mfe_auth');
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
