import { useCallback, useEffect, useRef, useState } from 'react';
import { postRegisterSms, smsCountdownSeconds, smsStartsCountdown, startCountdown } from '@mfp/shared';
import { siteId } from '../../../common/site';

export interface SmsButton {
  left: number;
  sending: boolean;
  /** Sends the code; resolves to the error when the call failed (the caller maps it). */
  send(phone: string, currency: string): Promise<unknown>;
}

const configuredSeconds = (data: unknown): number | null => {
  const value = typeof data === 'object' && data !== null ? (data as { countdown?: unknown }).countdown : null;
  return typeof value === 'number' && value > 0 ? value : null;
};

/** The phone SMS button (spec 4): 300 s countdown at start, then the configured verify time; 102 still counts down. */
export function useSmsButton(): SmsButton {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const sentBefore = useRef(false);
  const configured = useRef<number | null>(null);
  const stop = useRef<() => void>(() => undefined);

  useEffect(() => () => stop.current(), []);

  const begin = useCallback(() => {
    stop.current();
    stop.current = startCountdown(smsCountdownSeconds(sentBefore.current, configured.current), setLeft);
    sentBefore.current = true;
  }, []);

  const send = useCallback(
    async (phone: string, currency: string): Promise<unknown> => {
      setSending(true);
      try {
        const reply = await postRegisterSms({ member_phone: phone, currency, site_id: siteId() });
        begin();
        configured.current = configuredSeconds(reply.data);
        return null;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'number' && smsStartsCountdown(code)) begin();
        return error;
      } finally {
        setSending(false);
      }
    },
    [begin],
  );

  return { left, sending, send };
}
