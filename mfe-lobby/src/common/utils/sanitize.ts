import { sanitizeHtml as sharedSanitizeHtml } from '@mfp/shared';

/** Server HTML made safe to show: the shared rule (no script, handlers, script URLs, style sheets, forms or page-covering styles). */
export function sanitizeHtml(html: string | null | undefined): string {
  return sharedSanitizeHtml(html);
}
