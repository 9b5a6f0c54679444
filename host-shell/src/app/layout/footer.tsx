import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { openModal, postFloat, postFooter, useLayoutStore } from '@mfp/shared';
import type { LinkItem } from '@mfp/shared';
import { useSiteConfig } from '../site-context';
import { itemHref } from './link-item';

type NamedItem = LinkItem & { name?: string; title?: string; image?: string };

function useItems(load: () => Promise<{ data: unknown }>, lang: string): NamedItem[] {
  const [items, setItems] = useState<NamedItem[]>([]);
  useEffect(() => {
    let live = true;
    load().then(
      (r) => {
        const d = r.data as { list?: NamedItem[] } | NamedItem[] | null;
        const list = Array.isArray(d) ? d : (d?.list ?? []);
        if (live) setItems(list.filter((i) => typeof i?.url === 'string'));
      },
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
    // The language changes the items' names.
  }, [lang]);
  return items;
}

function ItemLink({ item }: { item: NamedItem }) {
  const label = item.name ?? item.title ?? item.url;
  const href = itemHref(item);
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
  const { t, i18n } = useTranslation('host');
  const { siteId } = useSiteConfig();
  const items = useItems(() => postFooter(siteId), i18n.language);
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
          <button key={modal} type="button" className="mfp-footer__box" onClick={() => openModal(modal)} data-testid={`footer-${modal}`}>
            {t(key)}
          </button>
        ))}
      </nav>
      <p>{t('footer.responsible')}</p>
      <p>
        © {new Date().getFullYear()} BD Play. {t('footer.rights')}
      </p>
    </footer>
  );
}

/** The desktop float bar (/arks/web/float items), a right floating column: the page reserves a gutter for it (styles.css). */
export function FloatBar() {
  const { i18n } = useTranslation('host');
  const { siteId } = useSiteConfig();
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  const items = useItems(() => postFloat(siteId), i18n.language);
  if (!isDesktop || items.length === 0) return null;
  return (
    <aside className="mfp-float" data-testid="float-bar" data-mfp-float="right">
      {items.map((item, i) => (
        <ItemLink key={item.id ?? i} item={item} />
      ))}
    </aside>
  );
}
