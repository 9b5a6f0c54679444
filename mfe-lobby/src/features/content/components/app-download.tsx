import { checkExternalTarget, promptInstall, useInstallPromptStore, useSiteStore, type AppLinks } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';

const PLATFORMS = ['android', 'ios'] as const;

/** The platforms the site has a safe download link for, in display order. */
export function appDownloadLinks(links: AppLinks): { platform: (typeof PLATFORMS)[number]; url: string }[] {
  return PLATFORMS.flatMap((platform) => {
    const raw = links[platform];
    const check = raw ? checkExternalTarget(raw) : null;
    return check?.ok && check.external ? [{ platform, url: check.url }] : [];
  });
}

/** The app download content, shared by the /app page and the app download box. */
export function AppDownload({ compact = false }: { compact?: boolean }) {
  const { t } = useT();
  const links = appDownloadLinks(useSiteStore((s) => s.appLinks));
  // Offered only while the browser holds an install prompt (beforeinstallprompt): other browsers get the hint below.
  const canInstall = useInstallPromptStore((s) => s.prompt !== null);
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
        {links.length > 0 ? (
          <div className="lb-app__buttons">
            {links.map(({ platform, url }) => (
              <a key={platform} className="lb-button" href={url} target="_blank" rel="noopener noreferrer" data-testid={`lobby-app-${platform}`}>
                {t(`app.${platform}`)}
              </a>
            ))}
          </div>
        ) : (
          <p data-testid="lobby-app-unavailable">{t('app.unavailable')}</p>
        )}
        {canInstall && (
          <div className="lb-app__buttons">
            <button type="button" className="lb-button" onClick={() => void promptInstall()} data-testid="lobby-app-install">
              {t('app.install')}
            </button>
          </div>
        )}
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
