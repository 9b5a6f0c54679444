import { useEffect, useRef } from 'react';
import type { ChannelRef, RealtimeEventName } from './events';
import type { Handler } from './realtime';
import { subscribe } from './realtime';

/** Listens to an event while the component is mounted; the latest handler is always called. Pass null to skip. */
export function useChannel<E extends RealtimeEventName>(
  channel: ChannelRef | null,
  event: E,
  handler: Handler<E>,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  const name = channel?.name;
  const isPrivate = channel?.private ?? false;
  useEffect(() => {
    if (name === undefined) return undefined;
    return subscribe({ name, private: isPrivate }, event, (payload) => latest.current(payload));
  }, [name, isPrivate, event]);
}
