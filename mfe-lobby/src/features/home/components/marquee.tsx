import { htmlToText, shownError } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { useMarquee } from '../hooks/use-marquee';
import { useMotion } from '../../../common/hooks/use-motion';
import { MotionToggle } from '../../../common/components/motion-toggle';

/**
 * The scrolling announcement line (display before/after login, by sort); changes arrive over real time.
 * One line whatever HTML an item holds: each item shows its text only (rich HTML grew the strip to 230 px).
 */
export function Marquee() {
  const { t } = useT();
  const state = useMarquee();
  const list = state.data ?? [];
  const motion = useMotion();
  return (
    <section
      className="lb-marquee"
      aria-label={t('home.announcements')}
      data-testid="lobby-marquee"
      data-motion={motion.paused ? 'paused' : 'running'}
    >
      <svg className="lb-marquee__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
      </svg>
      <div className="lb-marquee__viewport">
        {list.length === 0 ? (
          <span className="lb-marquee__empty">{shownError(state) ? t('state.error') : ''}</span>
        ) : (
          <div className="lb-marquee__text" style={{ animationDuration: `${Math.max(20, list.length * 12)}s` }}>
            {list.map((a) => (
              <span key={a.id ?? a.content} className="lb-marquee__item" data-testid="lobby-marquee-item">
                {htmlToText(a.content)}
              </span>
            ))}
          </div>
        )}
      </div>
      {list.length > 0 ? (
        <MotionToggle paused={motion.paused} onToggle={motion.toggle} what={t('home.announcements')} testId="lobby-marquee-motion" />
      ) : null}
    </section>
  );
}
