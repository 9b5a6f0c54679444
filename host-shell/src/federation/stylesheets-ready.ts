/** Longest wait for a remote's stylesheets: a stylesheet that never answers must not hold the area back. */
export const STYLESHEET_WAIT_MS = 5000;

type LinkLike = Pick<HTMLLinkElement, 'sheet' | 'addEventListener' | 'removeEventListener'>;

/**
 * Resolves once every stylesheet link in the document has loaded (or failed), at most STYLESHEET_WAIT_MS.
 * The federation runtime adds a remote's CSS links from its manifest next to its scripts, and the
 * scripts can win: a remote rendered before its CSS paints unstyled and then jumps (layout shift).
 */
export function stylesheetsReady(
  doc: Pick<Document, 'querySelectorAll'> = document,
  setTimer: (cb: () => void, ms: number) => unknown = (cb, ms) => setTimeout(cb, ms),
): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) => !l.sheet) as LinkLike[];
  if (pending.length === 0) return Promise.resolve();
  const each = pending.map(
    (link) =>
      new Promise<void>((resolve) => {
        const done = () => {
          link.removeEventListener('load', done);
          link.removeEventListener('error', done);
          resolve();
        };
        link.addEventListener('load', done);
        link.addEventListener('error', done);
      }),
  );
  return Promise.race([Promise.all(each).then(() => undefined), new Promise<void>((r) => setTimer(r, STYLESHEET_WAIT_MS))]);
}
