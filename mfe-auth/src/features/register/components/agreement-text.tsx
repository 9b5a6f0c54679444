import { useMemo } from 'react';
import { sanitizeHtml } from '@mfp/shared';
import type { AgreementItem } from '../hooks/use-register-settings';

/** The service agreement in the page language (server HTML, sanitised). */
export function AgreementText({ items, language }: { items: AgreementItem[]; language: string }) {
  const item = items.find((i) => i.language === language) ?? items[0];
  const html = useMemo(() => sanitizeHtml(item?.content), [item]);
  if (!item) return null;
  return (
    <div className="auth-agreement" data-testid="agreement-text">
      <strong>{item.title}</strong>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
