import { useState } from 'react';
import { ENVELOPE_GONE_CODE, currencySymbol, errorText, resolveError, useDateFormat } from '@mfp/shared';
import { useTranslation } from 'react-i18next';
import { noticeStore } from '../../../common/hooks/use-notice';
import { useSite } from '../../../common/hooks/use-site';
import { useT } from '../../../i18n/use-t';
import { refreshBalance, useRedEnvelope, type ClaimOutcome } from '../hooks/use-red-envelope';

/**
 * The red envelope for members: a floating envelope with its countdown; a claim shows the cash box.
 * data-mfp-float="left" asks the host to keep the page clear of it (a desktop gutter, a mobile band).
 */
export function RedEnvelopeBox() {
  const { t } = useT();
  const common = useTranslation('common').t;
  const { currency } = useSite();
  const { formatCountdown } = useDateFormat();
  const { envelope, secondsLeft, claim } = useRedEnvelope();
  const [busy, setBusy] = useState(false);
  const [cash, setCash] = useState<number | string | null>(null);

  const onClaim = async () => {
    setBusy(true);
    const outcome: ClaimOutcome = await claim();
    setBusy(false);
    if (outcome.kind === 'cash') setCash(outcome.cash);
    else {
      const resolved = resolveError('redEnvelope', outcome.kind === 'gone' ? ENVELOPE_GONE_CODE : 'networkError', outcome.message);
      noticeStore.getState().show(errorText(resolved, (key, params) => common(key, { ...params })) || t('state.error'));
    }
  };
  const onCloseCash = () => {
    setCash(null);
    void refreshBalance();
  };

  return (
    <>
      {envelope ? (
        <div className="lb-envelope" data-testid="lobby-red-envelope" data-mfp-float="left">
          <button type="button" className="lb-envelope__button" onClick={onClaim} disabled={busy} aria-label={common('red_envelope.claim')} data-testid="lobby-red-envelope-claim">
            <svg className="lb-envelope__icon" width="34" height="34" viewBox="0 0 24 24" aria-hidden="true">
              <rect x="4" y="2" width="16" height="20" rx="2" fill="#dc2626" stroke="currentColor" strokeWidth="1.2" />
              <path d="M4 6l8 5 8-5" fill="none" stroke="#f5c518" strokeWidth="1.6" />
              <circle cx="12" cy="11" r="2.6" fill="#f5c518" />
            </svg>
            <span className="lb-envelope__label">{common('red_envelope.claim')}</span>
          </button>
          <span className="lb-envelope__time" data-testid="lobby-red-envelope-time">
            {common('red_envelope.ends_in', { time: formatCountdown(secondsLeft) })}
          </span>
        </div>
      ) : null}
      {cash !== null ? (
        <div className="lb-overlay" role="presentation">
          <div className="lb-dialog lb-dialog--small" role="dialog" aria-modal="true" aria-labelledby="lb-cash-title" data-testid="lobby-red-envelope-cash">
            <header className="lb-dialog__head">
              <h2 id="lb-cash-title">{common('red_envelope.title')}</h2>
            </header>
            <div className="lb-dialog__body lb-center">
              <p className="lb-cash">{common('red_envelope.got_cash', { cash: `${currencySymbol(currency)}${cash}` })}</p>
              <button type="button" className="lb-button" onClick={onCloseCash} autoFocus data-testid="lobby-red-envelope-cash-close">
                {t('common.ok')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
