import type { RemoteName } from '@mfp/shared';

/**
 * What the remote areas and the federation runtime tell real-user monitoring. A sink is set only
 * in a sampled session (start-rum.ts); without one, reporting is a no-op.
 */
export type RumEvent =
  | { kind: 'shown' | 'load_failure' | 'render_error' | 'retry'; remote: RemoteName }
  /** A runtime retry knows only the URL it fetches (a manifest or an entry script). */
  | { kind: 'retry_url'; url: string };

let sink: ((event: RumEvent) => void) | undefined;

export function reportRum(event: RumEvent): void {
  sink?.(event);
}

/** Sets (or, with undefined, clears) where events go. */
export function setRumSink(next: ((event: RumEvent) => void) | undefined): void {
  sink = next;
}
