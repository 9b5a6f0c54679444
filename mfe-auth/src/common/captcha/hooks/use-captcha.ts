import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createCaptchaGuard, isApiError, postCaptcha, type Captcha, type CaptchaType } from '@mfp/shared';
import { siteId } from '../../../common/site';

export interface CaptchaState {
  captcha: Captcha | null;
  loading: boolean;
  failed: boolean;
  refresh(): Promise<void>;
}

/** A captcha of `type` (login or register), fetched on mount and on refresh; off when `enabled` is false. */
export function useCaptcha(type: CaptchaType, enabled = true): CaptchaState {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const guard = useMemo(() => createCaptchaGuard(), []);
  const alive = useRef(true);

  const refresh = useCallback(async (): Promise<void> => {
    if (!enabled || !guard.canRequest()) return;
    setLoading(true);
    try {
      const reply = await postCaptcha(type, siteId());
      if (!alive.current) return;
      setCaptcha(reply.data);
      setFailed(false);
    } catch (error) {
      if (isApiError(error) && typeof error.code === 'number') guard.onReply(error.code);
      if (alive.current) setFailed(true);
    } finally {
      if (alive.current) setLoading(false);
    }
  }, [enabled, guard, type]);

  useEffect(() => {
    alive.current = true;
    void refresh();
    return () => {
      alive.current = false;
    };
  }, [refresh]);

  return { captcha, loading, failed, refresh };
}
