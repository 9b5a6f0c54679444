import { Link } from 'react-router-dom';
import { AsyncView } from '../../../common/components/async-view';
import { useContent } from '../../../common/hooks/use-content';
import { useT } from '../../../i18n/use-t';
import { SponsorsSkeleton } from './home-skeletons';

/** The sponsor logos on home. */
export function Sponsors() {
  const { t } = useT();
  const state = useContent('sponsor');
  return (
    <section className="lb-section" aria-labelledby="lb-sponsors-title" data-testid="lobby-home-sponsors">
      <div className="lb-section__head">
        <h2 id="lb-sponsors-title">{t('content.sponsor.title')}</h2>
        <Link className="lb-more" to="/sponsor">
          {t('home.see_all')}
        </Link>
      </div>
      <AsyncView state={state} isEmpty={(d) => d.length === 0} minHeight={120} skeleton={<SponsorsSkeleton />} testId="lobby-home-sponsors">
        {(items) => (
          <ul className="lb-sponsors">
            {items.map((s) => (
              <li key={s.id}>
                <img src={s.image} alt={s.title} width={160} height={80} loading="lazy" decoding="async" />
                <span>{s.title}</span>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}
