import { currencySymbol, shownError } from '@mfp/shared';
import { useSite } from '../../../common/hooks/use-site';
import { useT } from '../../../i18n/use-t';
import { useJackpotTotal, useRollingJackpot } from '../hooks/use-jackpot';
import { useMotion } from '../../../common/hooks/use-motion';
import { MotionToggle } from '../../../common/components/motion-toggle';

/** The jackpot total: 10 integer digits, rolling to each new value. */
export function JackpotBox() {
  const { t } = useT();
  const { currency } = useSite();
  const state = useJackpotTotal();
  const motion = useMotion();
  const text = useRollingJackpot(state.data ?? null, motion.paused);
  return (
    <section className="lb-jackpot" aria-label={t('home.jackpot')} data-testid="lobby-jackpot" data-motion={motion.paused ? 'paused' : 'running'}>
      <h2 className="lb-jackpot__title">{t('home.jackpot')}</h2>
      <MotionToggle paused={motion.paused} onToggle={motion.toggle} what={t('home.jackpot')} testId="lobby-jackpot-motion" />
      <p className="lb-jackpot__value" aria-live="off" data-testid="lobby-jackpot-value" data-target={state.data ?? ''}>
        <span className="lb-jackpot__currency">{currencySymbol(currency)}</span>
        {[...text].map((ch, i) => (
          <span key={i} className={ch === '.' ? 'lb-jackpot__dot' : 'lb-jackpot__digit'}>
            {ch}
          </span>
        ))}
      </p>
      {shownError(state) && state.data === undefined ? <p className="lb-muted">{t('state.error')}</p> : null}
    </section>
  );
}
