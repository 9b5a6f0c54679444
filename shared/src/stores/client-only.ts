import { useSyncExternalStore } from 'react';

const noSubscribe = (): (() => void) => () => undefined;

/**
 * False on the server and while hydrating, true after (and from the first render of a client-rendered
 * page): for parts that exist only in a browser (overlays, boxes, devtools), and for boxes that would cover
 * a server-rendered page before its scripts could close them.
 */
export function useClientOnly(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}
