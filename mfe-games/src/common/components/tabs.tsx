import { useRef, type KeyboardEvent } from 'react';

export interface TabItem {
  id: string;
  label: string;
}

/** A row of tabs with arrow-key movement (roving focus). */
export function Tabs({ items, value, onChange, label }: { items: readonly TabItem[]; value: string; onChange(id: string): void; label: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + items.length) % items.length;
    refs.current[next]?.focus();
    const item = items[next];
    if (item) onChange(item.id);
  };
  return (
    <div className="mfg-tabs" role="tablist" aria-label={label}>
      {items.map((item, i) => (
        <button
          key={item.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          className="mfg-tab"
          aria-selected={item.id === value}
          tabIndex={item.id === value ? 0 : -1}
          data-testid={`tab-${item.id}`}
          onClick={() => onChange(item.id)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
