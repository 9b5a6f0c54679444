import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface VirtualGridProps<T> {
  items: readonly T[];
  /** Fixed row height in px (cards have fixed sizes, so rows do too). */
  rowHeight: number;
  /** Columns fit as many cells of at least this width as the container holds. */
  minCellWidth: number;
  /** Height of the scrolling viewport. */
  height: number | string;
  getKey(item: T): string | number;
  renderItem(item: T): ReactNode;
  /** Rows drawn above and below the viewport. */
  overscan?: number;
  label?: string;
}

/** A tiny windowed grid: only the rows in view (plus overscan) are in the DOM, so 500 games scroll smoothly. */
export function VirtualGrid<T>({
  items,
  rowHeight,
  minCellWidth,
  height,
  getKey,
  renderItem,
  overscan = 2,
  label,
}: VirtualGridProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [viewport, setViewport] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      setWidth(el.clientWidth);
      setViewport(el.clientHeight);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const columns = Math.max(1, Math.floor((width || minCellWidth) / minCellWidth));
  const rows = Math.ceil(items.length / columns);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const visibleRows = Math.ceil((viewport || rowHeight * 4) / rowHeight) + overscan * 2;
  const last = Math.min(rows, first + visibleRows);
  const slice = items.slice(first * columns, last * columns);

  return (
    <div
      ref={ref}
      role="list"
      aria-label={label}
      data-testid="virtual-grid"
      data-total={items.length}
      tabIndex={0}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      style={{ height, overflowY: 'auto', position: 'relative' }}
    >
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
