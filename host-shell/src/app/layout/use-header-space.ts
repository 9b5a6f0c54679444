import { useLayoutEffect, useRef } from 'react';

/** The root custom property the page's scroll padding reads (styles.css): the sticky header's height. */
export const HEADER_SPACE_VAR = '--mfp-header-space';
/** The root custom property toasts are placed by (styles.css): where the header ends in the window now. */
export const HEADER_BOTTOM_VAR = '--mfp-header-bottom';

/**
 * Publishes the sticky header's height as --mfp-header-space on the root, kept true as it wraps (phone,
 * language, a member's box): what the browser scrolls to (focus, anchors) then stops below the header, never
 * under it. Also where the header ends in the window (--mfp-header-bottom: below the
 * search-engine text at the page's top, at its height once it sticks), so toasts open below it, never over the
 * account name. Removed with the header (bare pages have none).
 */
export function useHeaderSpace<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    const root = document.documentElement;
    if (!header) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const box = header.getBoundingClientRect();
      root.style.setProperty(HEADER_SPACE_VAR, `${Math.ceil(box.height)}px`);
      root.style.setProperty(HEADER_BOTTOM_VAR, `${Math.max(0, Math.ceil(box.bottom))}px`);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    const onResize = () => update();
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize);
    observer?.observe(header);
    // What comes above it (the search-engine text arrives after the first view) moves it without resizing it.
    observer?.observe(document.body);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
      root.style.removeProperty(HEADER_SPACE_VAR);
      root.style.removeProperty(HEADER_BOTTOM_VAR);
    };
  }, []);
  return ref;
}
