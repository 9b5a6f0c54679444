import { useEffect, useState } from 'react';

/** What counts as the player acting on the page: a tap, a click, a key, a wheel turn or a scroll. */
const INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/**
 * True once `ms` have passed in the browser with no input from the player, and true from then on.
 * For a box that opens on its own: opened under a finger, it would take the tap meant for the page.
 */
export function useInputQuiet(ms: number): boolean {
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (quiet) return undefined;
    let timer = window.setTimeout(() => setQuiet(true), ms);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setQuiet(true), ms);
    };
    const options = { capture: true, passive: true } as const;
    for (const type of INPUT_EVENTS) window.addEventListener(type, restart, options);
    return () => {
      window.clearTimeout(timer);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, restart, options);
    };
  }, [ms, quiet]);
  return quiet;
}
