import type { ReactNode } from 'react';

/** antd's filled green and orange tags on the dark theme, drawn without antd. */
const TONES = {
  green: { background: '#162312', color: '#6abe39' },
  orange: { background: '#2b1d11', color: '#e89a3c' },
} as const;

/** A short status word (set, not set) in a coloured tag. */
export function StatusTag({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      style={{
        ...TONES[tone],
        display: 'inline-block',
        padding: '0 7px',
        borderRadius: 6,
        fontSize: 12,
        lineHeight: '20px',
        border: '1px solid transparent',
      }}
    >
      {children}
    </span>
  );
}
