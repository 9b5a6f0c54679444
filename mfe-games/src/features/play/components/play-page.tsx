import { Link } from 'react-router-dom';
import { useGameStore } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { forceQuit } from '../../../common/play-flow/play-flow';

/** /play: the game in the page (open mode 'page'). */
export function PlayPage() {
  const { t } = useT();
  const url = useGameStore((s) => (s.openMode === 'page' ? s.url : null));
  if (!url)
    return (
      <section className="mfg-page mfg-state" data-testid="play-page">
        <p>{t('play.no_game')}</p>
        <Link to="/gameHall" className="mfg-btn mfg-btn--primary">
          {t('back_to_hall')}
        </Link>
      </section>
    );
  return (
    <section className="mfg-page" data-testid="play-page">
      <div className="mfg-between">
        <h1>{t('play.title')}</h1>
        <button type="button" className="mfg-btn" onClick={() => void forceQuit()}>
          {t('play.quit')}
        </button>
      </div>
      <iframe className="mfg-frame" title={t('play.title')} src={url} allow="autoplay; fullscreen" />
    </section>
  );
}
