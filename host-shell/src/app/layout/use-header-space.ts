import { useLayoutEffect, useRef } from 'react';

/** The root custom property the page's scroll padding reads (styles.css): the sticky header's height. */
export const HEADER_SPACE_VAR = '--mfp-header-space';

/**
 * Publishes the sticky header's height as --mfp-header-space on the root, kept true as it wraps (phone,
 * language, a member's box): what the browser scrolls to (focus, anchors) then stops below the header, never
 * under it (issue 20, WCAG 2.4.11). Removed with the header (bare pages have none).
 */
export function useHeaderSpace<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    const root = document.documentElement;
    if (!header) return undefined;
    const update = () => root.style.setProperty(HEADER_SPACE_VAR, `${Math.ceil(header.getBoundingClientRect().height)}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(header);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEADER_SPACE_VAR);
    };
  }, []);
  return ref;
}
