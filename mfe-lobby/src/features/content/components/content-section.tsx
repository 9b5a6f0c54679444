import { Link, Route, Routes, useParams } from 'react-router-dom';
import { useDateFormat } from '@mfp/shared';
import { AsyncView } from '../../../common/components/async-view';
import { SafeHtml } from '../../../common/components/safe-html';
import { useContent } from '../../../common/hooks/use-content';
import { CONTENT_ROUTES, type RoutedKind } from '../../../common/utils/routes';
import { useT } from '../../../i18n/use-t';

/** /discount, /faq, /main: the list, and /{base}/{id} the detail (nested routes under the host's basePath). */
export function ContentSection({ kind }: { kind: RoutedKind }) {
  return (
    <Routes>
      <Route index element={<ContentList kind={kind} />} />
      <Route path=":id" element={<ContentDetail kind={kind} />} />
    </Routes>
  );
}

/** A routed kind's items and the path its list lives at. */
function useRoutedContent(kind: RoutedKind) {
  return { state: useContent(kind), base: CONTENT_ROUTES[kind] };
}

function ContentList({ kind }: { kind: RoutedKind }) {
  const { t } = useT();
  const { formatDate } = useDateFormat();
  const { state, base } = useRoutedContent(kind);
  return (
    <section className="lb-page" data-testid={`lobby-${kind}`}>
      <h1>{t(`content.${kind}.title`)}</h1>
      <AsyncView state={state} isEmpty={(d) => d.length === 0} minHeight={240} testId={`lobby-${kind}-list`}>
        {(items) =>
          kind === 'faq' ? (
            <ul className="lb-faq-list">
              {items.map((i) => (
                <li key={i.id} data-testid={`lobby-${kind}-item`}>
                  <Link className="lb-faq-link" to={`${base}/${i.id}`}>
                    {i.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <ul className="lb-cards lb-cards--page">
              {items.map((i) => (
                <li key={i.id} data-testid={`lobby-${kind}-item`}>
                  <Link className="lb-card" to={`${base}/${i.id}`}>
                    <img src={i.image} alt="" width={320} height={160} loading="lazy" decoding="async" />
                    <span className="lb-card__title">{i.title}</span>
                    <span className="lb-card__date">{formatDate(i.created_at)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </AsyncView>
    </section>
  );
}

function ContentDetail({ kind }: { kind: RoutedKind }) {
  const { t } = useT();
  const { id } = useParams();
  const { state, base } = useRoutedContent(kind);
  return (
    <section className="lb-page" data-testid={`lobby-${kind}-detail`}>
      <Link className="lb-back" to={base}>
        ‹ {t(`content.${kind}.title`)}
      </Link>
      <AsyncView state={state} minHeight={240} testId={`lobby-${kind}-detail`}>
        {(items) => {
          const item = items.find((i) => String(i.id) === id);
          if (!item) {
            return (
              <div className="lb-state lb-state--empty" data-testid={`lobby-${kind}-detail-missing`}>
                <p>{t('state.not_found')}</p>
              </div>
            );
          }
          return (
            <article className="lb-article">
              <h1>{item.title}</h1>
              {kind === 'faq' ? null : <img className="lb-article__image" src={item.image} alt="" width={960} height={480} decoding="async" />}
              <SafeHtml html={item.content} className="lb-rich" testId={`lobby-${kind}-content`} />
            </article>
          );
        }}
      </AsyncView>
    </section>
  );
}
