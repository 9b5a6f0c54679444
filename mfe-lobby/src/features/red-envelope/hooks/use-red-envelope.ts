import { useCallback, useEffect, useState } from 'react';
import {
  ENVELOPE_GONE_CODE,
  channels,
  closeModal,
  useModalStore,
  isApiError,
  postRedEnvelopeClaim,
  redEnvelopePromotionQuery,
  runEnvelopeCountdown,
  useChannel,
  type RedEnvelope,
  refreshWallet,
} from '@mfp/shared';
import { useQuery } from '@tanstack/react-query';
import { useSite } from '../../../common/hooks/use-site';

export type ClaimOutcome = { kind: 'cash'; cash: number | string } | { kind: 'gone'; message: string } | { kind: 'failed'; message: string };

/** The member's red envelope (spec 4): countdown to end_at, expiry hides it and refetches after 3 s, claim, 102 removes it. */
export function useRedEnvelope() {
  const site = useSite();
  const state = useQuery({ ...redEnvelopePromotionQuery(), enabled: site.isLoggedIn });
  const { refetch } = state;
  const reload = useCallback(() => void refetch(), [refetch]);
  const [envelope, setEnvelope] = useState<RedEnvelope | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => setEnvelope(site.isLoggedIn ? (state.data ?? null) : null), [state.data, site.isLoggedIn]);
  useEffect(() => {
    if (!envelope) return undefined;
    return runEnvelopeCountdown(envelope, {
      onTick: setSecondsLeft,
      onExpire: () => setEnvelope(null),
      refetch: reload,
    });
  }, [envelope, reload]);
  useChannel(site.isLoggedIn ? channels.webApi(site.currency) : null, 'red-envelope', () => reload());
  // The host opens (or closes) the redEnvelope modal on the same event; the lobby shows it as its envelope.
  const hostAsked = useModalStore((s) => s.open.redEnvelope !== undefined);
  useEffect(() => {
    if (hostAsked) closeModal('redEnvelope');
  }, [hostAsked]);

  const claim = useCallback(async (): Promise<ClaimOutcome> => {
    if (!envelope) return { kind: 'failed', message: '' };
    try {
      const reply = await postRedEnvelopeClaim(envelope.id);
      setEnvelope(null);
      return { kind: 'cash', cash: reply.data?.cash ?? 0 };
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (isApiError(error) && error.code === ENVELOPE_GONE_CODE) {
        setEnvelope(null);
        return { kind: 'gone', message };
      }
      return { kind: 'failed', message };
    }
  }, [envelope]);

  return { envelope, secondsLeft, claim };
}

/** Closing the cash box refreshes the balance ('-' while refreshing): the one shared refresh. */
export async function refreshBalance(): Promise<void> {
  await refreshWallet();
}
