import type { ReactNode } from 'react';
import { SITE_COLORS } from '@mfp/shared/theme/site-colors';

export interface Field {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/**
 * Read-only label/value pairs (antd's Descriptions look in the site theme, without antd): a grid of `columns`
 * on a wide window, one column on a phone; `bordered` draws the labelled table of the profile.
 */
export function FieldList({ fields, columns, bordered = false }: { fields: readonly Field[]; columns: number; bordered?: boolean }) {
  const line = `1px solid ${SITE_COLORS.border}`;
  return (
    <dl
      style={{
        display: 'grid',
        // One column (a phone): each label above its value, so a value has the card's width and rarely wraps
        // (a wrap would make the loaded table taller than its blank placeholder and move what is below).
        gridTemplateColumns:
          bordered && columns === 1
            ? 'minmax(0, 1fr)'
            : `repeat(${columns}, ${bordered ? 'max-content minmax(0, 1fr)' : 'minmax(0, 1fr)'})`,
        margin: 0,
        ...(bordered ? { border: line, borderRadius: 10, overflow: 'hidden' } : { columnGap: 16, rowGap: 8 }),
      }}
    >
      {fields.map((f, i) =>
        bordered ? (
          <div key={f.key} style={{ display: 'contents' }}>
            <dt
              style={{
                padding: '8px 16px',
                color: SITE_COLORS.muted,
                background: 'rgba(255, 255, 255, 0.04)',
                borderInlineEnd: columns > 1 ? line : undefined,
                borderTop: i >= columns ? line : undefined,
                ...(columns === 1 ? { padding: '4px 16px', fontSize: 13 } : {}),
                borderInlineStart: i % columns ? line : undefined,
              }}
            >
              {f.label}
            </dt>
            <dd
              style={{
                margin: 0,
                padding: '8px 16px',
                borderTop: i >= columns && columns > 1 ? line : undefined,
                // The last value of a short row takes the rest of it, so the table keeps its edge.
                gridColumn: i === fields.length - 1 && columns > 1 ? `span ${1 + 2 * (columns - 1 - (i % columns))}` : undefined,
              }}
            >
              {f.value}
            </dd>
          </div>
        ) : (
          <div key={f.key} style={{ display: 'flex', gap: 4, minWidth: 0 }}>
            <dt style={{ color: SITE_COLORS.muted, flex: 'none' }}>
              <span>{f.label}</span>:
            </dt>
            <dd style={{ margin: 0, minWidth: 0 }}>{f.value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
