/** The window event a preload failure is reported on (an error reporter or the native app may listen). */
export const PRELOAD_ERROR_EVENT = 'mfp:preload-error';

export interface PreloadErrorReport {
  /** What was being preloaded: a remote name or a host chunk. */
  target: string;
  message: string;
  at: number;
}

type ReportWindow = Pick<Window, 'dispatchEvent'>;

/**
 * A chunk preload that fails while the site starts is reported, never reloaded (spec 4: "a chunk
 * preload error during hydration is reported without reload"): nothing on screen needed it yet, and
 * the real load later retries and shows its own fallback. Reloading here would loop on a bad CDN.
 */
export function reportPreloadError(
  target: string,
  error: unknown,
  deps: { win?: ReportWindow; log?: (msg: string) => void; now?: () => number } = {},
): PreloadErrorReport {
  const report: PreloadErrorReport = {
    target,
    message: error instanceof Error ? error.message : String(error),
    at: (deps.now ?? Date.now)(),
  };
  (deps.log ?? ((m: string) => console.warn(m)))(`[preload] ${target} failed: ${report.message}`);
  deps.win?.dispatchEvent(new CustomEvent<PreloadErrorReport>(PRELOAD_ERROR_EVENT, { detail: report }));
  return report;
}
