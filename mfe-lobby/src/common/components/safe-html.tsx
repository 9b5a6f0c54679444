import { useMemo } from 'react';
import { sanitizeHtml } from '../utils/sanitize';

interface Props {
  html: string;
  className?: string;
  testId?: string;
  /** Inline (span) for one-line texts such as the marquee. */
  inline?: boolean;
}

/** Renders server HTML (bulletins, news, discounts, marquee) only after the shared sanitiser. */
export function SafeHtml({ html, className, testId, inline = false }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const Tag = inline ? 'span' : 'div';
  return <Tag className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
