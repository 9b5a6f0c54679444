import { lazy, Suspense, useState } from 'react';
import { LazyBlock } from '../../common/components/lazy-block';
import { useSite } from '../../common/hooks/use-site';
import { useT } from '../../i18n/use-t';
import { templateSpec } from '../../features/home/utils/template-table';
import { HOME_BLOCKS } from '../../features/home/components/home-blocks';

const PopupPromotionHost = lazy(() =>
  import('../../features/bulletins/components/popup-promotion-host').then((m) => ({ default: m.PopupPromotionHost })),
);
const PromotionHistory = lazy(() =>
  import('../../features/bulletins/components/promotion-history').then((m) => ({ default: m.PromotionHistory })),
);

/** Home: the template's blocks in its order; the first view renders at once, the rest as it scrolls near. */
export function HomePage() {
  const { t } = useT();
  const site = useSite();
  const spec = templateSpec(site.template, site.isDesktop);
  const [history, setHistory] = useState(false);
  return (
    <section
      className={`lobby-home lb-home ${site.isDesktop ? 'lb-desktop' : 'lb-mobile'}`}
      data-testid="lobby-home"
      data-template={site.template}
      style={{ ['--lb-accent' as string]: spec.accent }}
    >
      <h1 className="lb-visually-hidden">{t('title')}</h1>
      {spec.home.map((block) => {
        const { Component, eager, Placeholder } = HOME_BLOCKS[block];
        const placeholder = Placeholder ? <Placeholder /> : null;
        const body = (
          <Suspense fallback={placeholder}>
            <Component />
          </Suspense>
        );
        return (
          <div key={block} className={`lb-block lb-block--${block}`} data-block={block}>
            {eager ? body : <LazyBlock placeholder={placeholder}>{body}</LazyBlock>}
          </div>
        );
      })}
      <button type="button" className="lb-link-button" onClick={() => setHistory(true)} data-testid="lobby-history-open">
        {t('bulletin.history')}
      </button>
      <Suspense fallback={null}>
        <PopupPromotionHost />
        {history ? <PromotionHistory onClose={() => setHistory(false)} /> : null}
      </Suspense>
    </section>
  );
}
