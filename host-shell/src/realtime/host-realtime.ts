import {
  applyCashSnapshot,
  channels,
  closeModal,
  gameStore,
  getQueryClient,
  invalidateForEvent,
  openModal,
  refreshWallet,
  sessionStore,
  siteStore,
} from '@mfp/shared';
import type { Realtime, RealtimeEventName, RealtimeEvents } from '@mfp/shared';
import { loadMemberLayout } from '../session/lifecycle';
import { fireDepositSuccess } from './deposit-marketing';
import { memberExtrasStore } from '../session/member-extras-store';

export interface HostRealtimeDeps {
  realtime: Realtime;
  /** A notice toast by message key of the host namespace (with values). */
  notice: (key: string, values?: Record<string, unknown>, kind?: 'info' | 'success' | 'warning') => void;
  onBuild: () => void;
  onCleanCache: () => void;
  currency: () => string | null;
}

type Off = () => void;

/** Marks the queries of an event out of date (QUERY_INVALIDATION): the pages showing them refetch once. */
const invalidate = (event: RealtimeEventName) => (): void => void invalidateForEvent(getQueryClient(), event);

const envelope = (p: RealtimeEvents['red-envelope']): void => {
  if (p.display === false) closeModal('redEnvelope');
  else openModal('redEnvelope');
};

const transferDisabled = (notice: HostRealtimeDeps['notice']) => (p: RealtimeEvents['code-957']) => {
  gameStore.getState().setTransferDisabled(true);
  notice('notice.transfer_disabled', { message: p.message ?? '' }, 'warning');
};

/** The host's real-time handlers (spec 4): public channels now, the private member channel while logged in. */
export function installHostRealtime(d: HostRealtimeDeps): Off {
  const { realtime } = d;
  const web = channels.webMember();
  const pub: Off[] = [
    realtime.subscribe(web, 'cs-link', (p) => memberExtrasStore.getState().set({ csLink: p.url })),
    realtime.subscribe(web, 'app-clean-cache', () => d.onCleanCache()),
    realtime.subscribe(web, 'build', () => d.onBuild()),
    realtime.subscribe(web, 'code-957', transferDisabled(d.notice)),
    realtime.subscribe(web, 'carousel', invalidate('carousel')),
    realtime.subscribe(web, 'marquee', invalidate('marquee')),
  ];

  let currencyOff: Off | null = null;
  let currencyNow: string | null = null;
  const followCurrency = (): void => {
    const c = d.currency();
    if (c === currencyNow) return;
    currencyOff?.();
    currencyNow = c;
    currencyOff = c ? realtime.subscribe(channels.webApi(c), 'red-envelope', envelope) : null;
  };

  let member: { id: string; offs: Off[] } | null = null;
  const leaveMember = (): void => {
    member?.offs.forEach((off) => off());
    member = null;
  };
  const joinMember = (id: string): void => {
    if (member?.id === id) return;
    leaveMember();
    const ch = channels.member(id);
    const offs: Off[] = [
      realtime.subscribe(ch, 'login', (p) => sessionStore.getState().onLoginEvent(p.token)),
      realtime.subscribe(ch, 'profile-updated', () => void loadMemberLayout().catch(() => undefined)),
      realtime.subscribe(ch, 'profile-updated', invalidate('profile-updated')),
      // A whole snapshot is the fresh my_cash answer (written into the cache, no request); less refetches it.
      realtime.subscribe(ch, 'member-cash', applyCashSnapshot),
      realtime.subscribe(ch, 'all-transfer-back', applyCashSnapshot),
      realtime.subscribe(ch, 'letter', (p) => {
        if (typeof p.unread_count === 'number') memberExtrasStore.getState().set({ unreadLetters: p.unread_count });
      }),
      realtime.subscribe(ch, 'letter', invalidate('letter')),
      realtime.subscribe(ch, 'deposit-success', (p) => {
        d.notice('notice.deposit_success', { amount: p.deposit_amount, order: p.order_number }, 'success');
        fireDepositSuccess(p, sessionStore.getState().currency);
      }),
      realtime.subscribe(ch, 'red-envelope', envelope),
      realtime.subscribe(ch, 'code-957', transferDisabled(d.notice)),
      // A time-out or self-exclusion starts at once: this window logs out too.
      realtime.subscribe(ch, 'safer-play-break', (p) =>
        sessionStore.getState().logout(p.kind === 'exclusion' ? 'selfExcluded' : 'timeOut'),
      ),
      realtime.subscribe(ch, 'safer-play-settings', invalidate('safer-play-settings')),
      // A cash event sent while the socket was down (its node lost) never arrives: read the wallet again.
      realtime.onReconnect(() => void refreshWallet({ skipIfRunning: true }).catch(() => undefined)),
    ];
    // The 2 s member-channel watch: a missing private channel logs out (spec 4).
    offs.push(
      realtime.watchMemberChannel(
        id,
        () => realtime.refCount(ch) > 0,
        () => sessionStore.getState().logout('unauthorized'),
      ),
    );
    member = { id, offs };
  };

  const sync = (): void => {
    const s = sessionStore.getState();
    if (s.phase === 'loggedIn' && s.memberId) joinMember(s.memberId);
    else leaveMember();
    followCurrency();
  };
  sync();
  const unsub = sessionStore.subscribe(sync);
  // A visitor's currency switch moves the web_api.{currency} channel too.
  const unsubSite = siteStore.subscribe(followCurrency);
  return () => {
    unsub();
    unsubSite();
    leaveMember();
    currencyOff?.();
    pub.forEach((off) => off());
  };
}
