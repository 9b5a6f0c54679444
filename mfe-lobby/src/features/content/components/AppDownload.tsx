import { useT } from '../../../i18n/use-t';

const PLATFORMS = ['android', 'ios'] as const;

/** The app download content, shared by the /app page and the app download box. */
export function AppDownload({ compact = false }: { compact?: boolean }) {
  const { t } = useT();
  return (
    <div className={compact ? 'lb-app lb-app--compact' : 'lb-app'}>
      <div className="lb-app__phone" aria-hidden="true">
        <span>BD</span>
        <strong>Play</strong>
      </div>
      <div className="lb-app__text">
        <p>{t('app.lead')}</p>
        <ul className="lb-app__features">
          {(['feature_1', 'feature_2', 'feature_3'] as const).map((k) => (
            <li key={k}>{t(`app.${k}`)}</li>
          ))}
        </ul>
        <div className="lb-app__buttons">
          {PLATFORMS.map((p) => (
            <a key={p} className="lb-button" href={`/download/${p}`} data-testid={`lobby-app-${p}`}>
              {t(`app.${p}`)}
            </a>
          ))}
        </div>
        <p className="lb-muted">{t('app.pwa_hint')}</p>
      </div>
    </div>
  );
}

/** /app: the app page. */
export function AppPage() {
  const { t } = useT();
  return (
    <section className="lb-page" data-testid="lobby-app">
      <h1>{t('content.app.title')}</h1>
      <AppDownload />
    </section>
  );
}
