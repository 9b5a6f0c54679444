import { sanitizeHtml } from '@mfp/shared';
import { useMemo } from 'react';

/** Server HTML (letters, announcements, bulletins), sanitised by the shared rule before it is rendered. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
