import type { ReactNode } from 'react';
import { SITE_COLORS } from '@mfp/shared/theme/site-colors';

/** A notice in the site's own palette (antd's info banner is blue, off the site's theme): a gold edge on the raised surface. */
export function Notice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div
      role="note"
      data-testid={testId}
      style={{
        background: SITE_COLORS.bgElevated,
        color: SITE_COLORS.text,
        border: `1px solid ${SITE_COLORS.border}`,
        borderInlineStart: `4px solid ${SITE_COLORS.primary}`,
        borderRadius: 8,
        padding: '10px 14px',
        lineHeight: 1.5,
      }}
    >
      {children}
    </div>
  );
}
