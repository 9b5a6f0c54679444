import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { itemHref } from '../utils/routes';

/** A float/ad/footer item link: outer links open a new window, inner ones route. */
export function ItemLink({ url, className, label, children }: { url: string; className?: string; label?: string; children: ReactNode }) {
  const target = itemHref(url);
  if (!target) return <span className={className}>{children}</span>;
  return target.external ? (
    <a className={className} href={target.href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  ) : (
    <Link className={className} to={target.href} aria-label={label}>
      {children}
    </Link>
  );
}
