import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCash, logOut, openMemberCenter, saferSessionQuery, sessionElapsedMs, useDateFormat } from '@mfp/shared';
import { useQuery } from '@tanstack/react-query';
import { navigateTo } from '../app/navigation';
import { HostTheme } from '../ui/host-theme';

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
  return (
    <HostTheme>
      <Modal
        open
        title={t('safer_play.reality_title')}
        closable={false}
        maskClosable={false}
        keyboard={false}
        zIndex={2003}
        footer={[
          <Button key="activity" onClick={activity} data-testid="reality-activity">
            {t('safer_play.see_activity')}
          </Button>,
          <Button
            key="logout"
            onClick={() => {
              onAnswer();
              void logOut();
            }}
            data-testid="reality-logout"
          >
            {t('safer_play.log_out')}
          </Button>,
          <Button key="keep" type="primary" onClick={onAnswer} data-testid="reality-keep">
            {t('safer_play.keep_playing')}
          </Button>,
        ]}
      >
        <dl data-testid="reality-check-box" style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 }}>
          <dt>{t('safer_play.time_since_login')}</dt>
          <dd style={{ margin: 0 }} data-testid="reality-elapsed">
            {formatCountdown(Math.floor(elapsed / 1000))}
          </dd>
          <dt>{t('safer_play.net_since_login')}</dt>
          <dd style={{ margin: 0 }} data-testid="reality-net">
            {net}
          </dd>
        </dl>
        <p style={{ marginBottom: 0 }}>{t('safer_play.reality_text')}</p>
      </Modal>
    </HostTheme>
  );
}
