import { lazy, Suspense, useEffect, useState } from 'react';
import { realityCheckSchedule } from '@mfp/shared';
import { useSaferSession } from './use-safer-session';
import { isAckEvent, readAck, writeAck } from './reality-check-ack';

const RealityCheckBox = lazy(() => import('./reality-check-box').then((m) => ({ default: m.RealityCheckBox })));

/**
 * The reality check in every window of the site: at each interval since login the
 * box opens, until the member answers it in any window. Loads nothing heavy until a check is due.
 */
export function RealityCheckWatch() {
  const session = useSaferSession();
  const { loginAt, serverNow } = session;
  const minutes = session.data?.reality_check_minutes ?? 0;
  const [due, setDue] = useState(0);
  const [acked, setAcked] = useState(0);

  useEffect(() => {
    if (loginAt === null) return;
    setAcked(readAck(loginAt));
    const onStorage = (e: StorageEvent) => {
      if (isAckEvent(e)) setAcked(readAck(loginAt));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [loginAt]);

  useEffect(() => {
    if (loginAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const s = realityCheckSchedule(loginAt, minutes, serverNow());
      setDue(s.due);
      if (s.nextAt !== null) timer = setTimeout(tick, Math.max(0, s.nextAt - serverNow()));
    };
    tick();
    return () => clearTimeout(timer);
    // serverNow changes with each fetch; the schedule depends on login and interval only.
  }, [loginAt, minutes]);

  if (loginAt === null || minutes === 0 || due <= acked) return null;
  const answer = () => {
    writeAck({ loginAt, due });
    setAcked(due);
  };
  return (
    <Suspense fallback={null}>
      <RealityCheckBox loginAt={loginAt} serverNow={serverNow} onAnswer={answer} />
    </Suspense>
  );
}
