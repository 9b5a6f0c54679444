import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionElapsedMs, useDateFormat } from '@mfp/shared';
import { useSaferSession } from './use-safer-session';

/** The session clock in the header: time since login, when the member chose to show it. */
export function SessionClock() {
  const { t } = useTranslation('host');
  const { formatCountdown } = useDateFormat();
  const { data, loginAt, serverNow } = useSaferSession();
  const on = data?.show_clock === 1 && loginAt !== null;
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!on) return;
    setNow(serverNow());
    const id = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(id);
  }, [on, serverNow]);
  if (!on || now === null) return null;
  const text = formatCountdown(Math.floor(sessionElapsedMs(loginAt, now) / 1000));
  return (
    <span className="mfp-session-clock" data-testid="session-clock" title={t('safer_play.session_clock')} aria-label={`${t('safer_play.session_clock')}: ${text}`}>
      <span aria-hidden="true">⏱ </span>
      <time>{text}</time>
    </span>
  );
}
