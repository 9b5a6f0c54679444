import { PRELOAD_ERROR_EVENT, reportPreloadError, type PreloadErrorReport } from '../preload-error';

describe('spec 4: a chunk preload error during start is reported without reload', () => {
  it('logs and dispatches a report naming the target (it has no way to reload: nothing is navigated)', () => {
    const href = window.location.href;
    const seen: PreloadErrorReport[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent<PreloadErrorReport>).detail);
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    const log = jest.fn();
    const report = reportPreloadError('mfe_auth', new Error('Loading chunk 12 failed'), { win: window, log, now: () => 5 });
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    expect(report).toEqual({ target: 'mfe_auth', message: 'Loading chunk 12 failed', at: 5 });
    expect(seen).toEqual([report]);
    expect(log).toHaveBeenCalledWith('[preload] mfe_auth failed: Loading chunk 12 failed');
    expect(window.location.href).toBe(href);
  });

  it('reports a non-Error rejection by its text', () => {
    expect(reportPreloadError('host chunk', 'timeout', { log: () => undefined, now: () => 1 }).message).toBe('timeout');
  });
});
