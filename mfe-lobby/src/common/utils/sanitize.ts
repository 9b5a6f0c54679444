import DOMPurify from 'dompurify';

/** Server HTML made safe to show: no script, no event handlers, no javascript: urls. */
export function sanitizeHtml(html: string | null | undefined): string {
  return DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}
