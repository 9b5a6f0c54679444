import { useEffect, useRef } from 'react';

/**
 * Opens each agent page from its top, as a new page load would: the picker (phone) and the menu (desktop)
 * only change ?page=, and the window kept the last page's scroll, so the new page showed its middle with
 * its first controls under the sticky header. The first page keeps the browser's own position.
 */
export function useTopOnPageChange(page: string): void {
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    window.scrollTo({ top: 0, left: 0 });
  }, [page]);
}
