import { checkExternalTarget } from '@mfp/shared';
import { AsyncView } from '../../../common/components/async-view';
import { SafeHtml } from '../../../common/components/safe-html';
import { useContent } from '../../../common/hooks/use-content';
import { useT } from '../../../i18n/use-t';

/** A sponsor's own site, offered only when the site config permits its host (spec 8). */
function SponsorLink({ url, label }: { url: string; label: string }) {
  const checked = checkExternalTarget(url);
  if (!checked.ok || !checked.external) return null;
  return (
    <a href={checked.url} target="_blank" rel="noopener noreferrer" className="lb-more">
      {label}
    </a>
  );
}

/** /sponsor: every sponsor with its text and link. */
export function SponsorPage() {
  const { t } = useT();
  const state = useContent('sponsor');
  return (
    <section className="lb-page" data-testid="lobby-sponsor">
      <h1>{t('content.sponsor.title')}</h1>
      <AsyncView state={state} isEmpty={(d) => d.length === 0} minHeight={240} testId="lobby-sponsor-list">
        {(items) => (
          <ul className="lb-sponsor-page">
            {items.map((s) => (
              <li key={s.id} className="lb-sponsor-card">
                <img src={s.image} alt="" width={320} height={160} loading="lazy" decoding="async" />
                <div>
                  <h2>{s.title}</h2>
                  <SafeHtml html={s.content} className="lb-rich" />
                  <SponsorLink url={s.url} label={t('content.sponsor.visit')} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}
