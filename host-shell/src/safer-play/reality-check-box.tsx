import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCash, logOut, openMemberCenter, saferSessionQuery, sessionElapsedMs, useDateFormat } from '@mfp/shared';
import { useQuery } from '@tanstack/react-query';
import { navigateTo } from '../app/navigation';
import './reality-check-box.css';

const MY_ACTIVITY = '/user/MyActivity';

/** The elapsed time as the member reads it: hours and minutes past an hour, else minutes and seconds. */
function useElapsed(loginAt: number, serverNow: () => number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const id = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(id);
  }, [serverNow]);
  return sessionElapsedMs(loginAt, now);
}

/**
 * The reality-check box: time since login and net position since login, with Keep playing, See my
 * activity and Log out. Only an answer closes it (no close button, no outside click, no Escape).
 */
export function RealityCheckBox({ loginAt, serverNow, onAnswer }: { loginAt: number; serverNow: () => number; onAnswer: () => void }) {
  const { t } = useTranslation('host');
  const { formatCountdown } = useDateFormat();
  // The net position as of now: read again when the box opens.
  const session = useQuery({ ...saferSessionQuery(), staleTime: 0, refetchOnMount: 'always' });
  const elapsed = useElapsed(loginAt, serverNow);
  const net = session.data ? formatCash(session.data.net_position, session.data.currency) : '-';
  const activity = () => {
    onAnswer();
    if (window.location.pathname.startsWith('/user')) navigateTo(MY_ACTIVITY);
    else openMemberCenter(MY_ACTIVITY);
  };
  // A native modal dialog: the page behind is inert and the focus stays inside; no close button, and a cancel
  // (Escape) is refused, so only an answer closes it. No antd: the host's own path stays free of it.
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const box = dialog.current;
    if (box && !box.open) box.showModal();
    return () => box?.close();
  }, []);
  return (
    <dialog ref={dialog} className="mfp-reality" aria-labelledby="mfp-reality-title" onCancel={(e) => e.preventDefault()}>
      <h2 id="mfp-reality-title" className="mfp-reality__title">
        {t('safer_play.reality_title')}
      </h2>
      <dl data-testid="reality-check-box" className="mfp-reality__figures">
        <dt>{t('safer_play.time_since_login')}</dt>
        <dd data-testid="reality-elapsed">{formatCountdown(Math.floor(elapsed / 1000))}</dd>
        <dt>{t('safer_play.net_since_login')}</dt>
        <dd data-testid="reality-net">{net}</dd>
      </dl>
      <p>{t('safer_play.reality_text')}</p>
      <div className="mfp-reality__actions">
        <button type="button" className="mfp-button mfp-button--ghost" onClick={activity} data-testid="reality-activity">
          {t('safer_play.see_activity')}
        </button>
        <button
          type="button"
          className="mfp-button mfp-button--ghost"
          onClick={() => {
            onAnswer();
            void logOut();
          }}
          data-testid="reality-logout"
        >
          {t('safer_play.log_out')}
        </button>
        <button type="button" className="mfp-button" onClick={onAnswer} data-testid="reality-keep">
          {t('safer_play.keep_playing')}
        </button>
      </div>
    </dialog>
  );
}
