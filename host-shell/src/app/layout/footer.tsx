import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { floatQuery, footerQuery, openModal, useLayoutStore, selectIsDesktop, useSiteStore } from '@mfp/shared';
import type { NamedLinkItem } from '@mfp/shared';
import { useSiteConfig } from '../site-context';
import { itemHref } from './link-item';

function ItemLink({ item }: { item: NamedLinkItem }) {
  const label = item.name ?? item.title ?? item.url;
  const linkHosts = useSiteStore((s) => s.linkHosts);
  const href = itemHref(item, linkHosts);
  if (!href) return <span>{label}</span>;
  if (href.kind === 'outer')
    return (
      <a href={href.href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  return <Link to={href.to}>{label}</Link>;
}

/** Boxes the footer opens on any page (the lobby's overlay renders them): terms and app download. */
const FOOTER_BOXES = [
  { modal: 'protocol', key: 'footer.terms' },
  { modal: 'appDownload', key: 'footer.app_download' },
] as const;

/** The site footer: footer items from /arks/web/footer (outer links or main/faq pages), the terms and app boxes. */
export function Footer() {
  const { t } = useTranslation('host');
  const { siteId } = useSiteConfig();
  const items = useQuery(footerQuery(siteId)).data ?? [];
  return (
    <footer className="mfp-footer" data-testid="site-footer">
      {items.length > 0 && (
        <nav className="mfp-footer__links" aria-label="footer">
          {items.map((item, i) => (
            <ItemLink key={item.id ?? i} item={item} />
          ))}
        </nav>
      )}
      <nav className="mfp-footer__links" aria-label="site">
        {FOOTER_BOXES.map(({ modal, key }) => (
          <button
            key={modal}
            type="button"
            className="mfp-footer__box"
            onClick={() => openModal(modal)}
            data-testid={`footer-${modal}`}
          >
            {t(key)}
          </button>
        ))}
      </nav>
      <p>
        {t('footer.responsible')}{' '}
        <Link to="/saferPlay" data-testid="footer-safer-play">
          {t('footer.safer_play')}
        </Link>
      </p>
      <p>
        © {new Date().getFullYear()} BD Play. {t('footer.rights')}
      </p>
    </footer>
  );
}

/** The desktop float bar (/arks/web/float items), a right floating column: the page reserves a gutter for it (styles.css). */
export function FloatBar() {
  const { siteId } = useSiteConfig();
  const isDesktop = useLayoutStore(selectIsDesktop);
  const float = useQuery(floatQuery(siteId));
  const items = float.data ?? [];
  if (!isDesktop || (float.isSuccess && items.length === 0)) return null;
  // Until the items are known (a server render past its data budget), an empty column holds the gutter: the page
  // does not move sideways when they arrive.
  if (!float.isSuccess) return <aside className="mfp-float" data-mfp-float="right" aria-hidden="true" />;
  return (
    <aside className="mfp-float" data-testid="float-bar" data-mfp-float="right">
      {items.map((item, i) => (
        <ItemLink key={item.id ?? i} item={item} />
      ))}
    </aside>
  );
}
