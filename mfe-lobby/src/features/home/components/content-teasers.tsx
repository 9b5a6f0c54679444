import { Link } from 'react-router-dom';
import { AsyncView } from '../../../common/components/async-view';
import { useContent } from '../../../common/hooks/use-content';
import { CONTENT_ROUTES, type RoutedKind } from '../../../common/utils/routes';
import { useT } from '../../../i18n/use-t';
import { HOME_SIZES } from '../utils/home-sizes';
import { CardsSkeleton } from './home-skeletons';

/** The first discounts, news or FAQ items on home, linking to their pages. */
export function ContentTeasers({ kind }: { kind: RoutedKind }) {
  const { t } = useT();
  const state = useContent(kind);
  const base = CONTENT_ROUTES[kind];
  return (
    <section className="lb-section" aria-labelledby={`lb-${kind}-title`} data-testid={`lobby-home-${kind}`}>
      <div className="lb-section__head">
        <h2 id={`lb-${kind}-title`}>{t(`content.${kind}.title`)}</h2>
        <Link className="lb-more" to={base}>
          {t('home.see_all')}
        </Link>
      </div>
      <AsyncView state={state} isEmpty={(d) => d.length === 0} minHeight={160}
        skeleton={<CardsSkeleton count={HOME_SIZES.teasers} faq={kind === 'faq'} />}
        testId={`lobby-home-${kind}`}
      >
        {(items) => (
          <ul className={kind === 'faq' ? 'lb-faq-list' : 'lb-cards'}>
            {items.slice(0, HOME_SIZES.teasers).map((item) => (
              <li key={item.id}>
                <Link className={kind === 'faq' ? 'lb-faq-link' : 'lb-card'} to={`${base}/${item.id}`}>
                  {kind === 'faq' ? null : <img src={item.image} alt="" width={320} height={160} loading="lazy" decoding="async" />}
                  <span className="lb-card__title">{item.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}
