import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface VirtualGridProps<T> {
  items: readonly T[];
  /** Fixed row height in px (cards have fixed sizes, so rows do too). */
  rowHeight: number;
  /** Columns fit as many cells of at least this width as the container holds. */
  minCellWidth: number;
  getKey(item: T): string | number;
  renderItem(item: T): ReactNode;
  /** Rows drawn above and below the window. */
  overscan?: number;
  label?: string;
}

/** Where the page's window stands over the grid: how far its top has scrolled past, and how tall the window is. */
interface Sight {
  above: number;
  height: number;
}

/**
 * A tiny windowed grid: only the rows in the browser's window (plus overscan) are in the DOM, so 500 games
 * scroll smoothly. The page itself scrolls (no inner scroll box): the list is as tall as its rows, so its
 * last row is reached by scrolling the page, never clipped inside a box above the window's bottom.
 */
export function VirtualGrid<T>({ items, rowHeight, minCellWidth, getKey, renderItem, overscan = 2, label }: VirtualGridProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [sight, setSight] = useState<Sight>({ above: 0, height: 0 });

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      setWidth(el.clientWidth);
      const top = el.getBoundingClientRect().top;
      setSight((s) => {
        const next = { above: Math.max(0, -top), height: window.innerHeight };
        return s.above === next.above && s.height === next.height ? s : next;
      });
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);

  const columns = Math.max(1, Math.floor((width || minCellWidth) / minCellWidth));
  const rows = Math.ceil(items.length / columns);
  const first = Math.max(0, Math.floor(sight.above / rowHeight) - overscan);
  const visibleRows = Math.ceil((sight.height || rowHeight * 4) / rowHeight) + overscan * 2;
  const last = Math.min(rows, first + visibleRows);
  const slice = items.slice(first * columns, last * columns);

  return (
    <div ref={ref} role="list" aria-label={label} data-testid="virtual-grid" data-total={items.length} style={{ position: 'relative' }}>
      <div style={{ height: rows * rowHeight, position: 'relative' }}>
        <div
          style={{
            position: 'absolute',
            top: first * rowHeight,
            left: 0,
            right: 0,
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gridAutoRows: rowHeight,
          }}
        >
          {slice.map((item, i) => (
            <div
              role="listitem"
              key={getKey(item)}
              aria-posinset={first * columns + i + 1}
              aria-setsize={items.length}
              style={{ padding: 6, minWidth: 0 }}
            >
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
