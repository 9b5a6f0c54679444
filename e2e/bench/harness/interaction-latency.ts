/**
 * An interaction's latency as INP measures it: the Event Timing entries of one interaction (pointerdown,
 * pointerup, click, or the keys) share an interactionId, and its latency is the longest of their durations
 * (input delay, handlers and the next paint). Entries without an interactionId (hovers, moves) are not taps.
 */
export interface EventEntry {
  name: string;
  interactionId: number;
  duration: number;
  startTime: number;
}

export interface Interaction {
  id: number;
  /** The longest duration among its entries (ms). */
  latency: number;
  /** When its first event happened (ms since the document's time origin). */
  startTime: number;
  /** The event that took longest. */
  slowest: string;
}

/** The interactions of the entries, in the order they began. */
export function interactionsOf(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, Interaction>();
  for (const e of entries) {
    if (!e.interactionId) continue;
    const known = byId.get(e.interactionId);
    if (!known) byId.set(e.interactionId, { id: e.interactionId, latency: e.duration, startTime: e.startTime, slowest: e.name });
    else {
      if (e.duration > known.latency) Object.assign(known, { latency: e.duration, slowest: e.name });
      known.startTime = Math.min(known.startTime, e.startTime);
    }
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime);
}
