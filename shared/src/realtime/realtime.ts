import { bearer } from '../api/client';
import { MEMBER_CHANNEL_WAIT_MS } from '../constants';
import type { ChannelRef, RealtimeEventName, RealtimeEvents } from './events';
import { channels } from './events';

/** The part of a laravel-echo channel used here. */
export interface EchoChannelLike {
  listen(event: string, callback: (payload: never) => void): unknown;
  stopListening(event: string, callback?: (payload: never) => void): unknown;
}

/** A pusher-js connection state change (initialized, connecting, connected, unavailable, failed, disconnected). */
export interface ConnectionStateChange {
  previous: string;
  current: string;
}

/** The part of a laravel-echo instance used here (a fake in tests). */
export interface EchoLike {
  channel(name: string): EchoChannelLike;
  private(name: string): EchoChannelLike;
  leave(name: string): void;
  disconnect(): void;
  /** The pusher connector's connection, whose state changes tell a reconnect. */
  connector?: {
    pusher?: {
      connection: { bind(event: 'state_change', cb: (change: ConnectionStateChange) => void): unknown };
    };
  };
}

export interface RealtimeOptions {
  key: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
  authEndpoint: string;
  getToken: () => string | null;
  /** Test seam; by default laravel-echo and pusher-js are imported lazily. */
  createEcho?: (options: RealtimeOptions) => Promise<EchoLike>;
  /**
   * The connection (and the download of laravel-echo and pusher-js) waits for this: the host passes the
   * end of its first view for a visitor, whose public channels carry nothing that cannot wait.
   */
  connectAfter?: () => Promise<unknown>;
}

export type Handler<E extends RealtimeEventName> = (payload: RealtimeEvents[E]) => void;

/** The one real-time connection. */
export interface Realtime {
  /** Connects (once) and resolves the Echo instance. */
  connect(): Promise<EchoLike>;
  /** Listens to an event on a channel; joins the channel on first use and leaves it after the last unsubscribe. */
  subscribe<E extends RealtimeEventName>(channel: ChannelRef, event: E, handler: Handler<E>): () => void;
  /** Number of subscriptions on a channel. */
  refCount(channel: ChannelRef): number;
  /** Calls onMissing (logout) unless the private member channel is subscribed within 2 s (spec 4). */
  watchMemberChannel(
    memberId: number | string,
    isSubscribed: () => boolean,
    onMissing: () => void,
  ): () => void;
  /**
   * Calls `listener` each time the connection is up again after it dropped (a socket node lost, the
   * network back): events sent meanwhile were missed, so what they carry must be fetched again.
   */
  onReconnect(listener: () => void): () => void;
  disconnect(): void;
}

const keyOf = (c: ChannelRef): string => (c.private ? `private-${c.name}` : c.name);

/** The part of the Echo (pusher broadcaster) options this connection sets. */
export interface EchoConnectionOptions {
  broadcaster: 'pusher';
  key: string;
  cluster: string;
  wsHost: string;
  wsPort: number;
  wssPort: number;
  forceTLS: boolean;
  enabledTransports: Array<'ws' | 'wss'>;
  disableStats: boolean;
  namespace: false;
  channelAuthorization: {
    endpoint: string;
    transport: 'ajax';
    headersProvider: () => Record<string, string>;
  };
}

/**
 * The Echo options of the one connection. The private-channel authorisation reads the token each
 * time a channel is authorised (headersProvider): a connection opened before login for the public
 * channels joins the member channel after a later login, and a reconnect after a token change
 * authorises with the new token, without a new connection.
 */
export function echoOptions(o: RealtimeOptions): EchoConnectionOptions {
  return {
    broadcaster: 'pusher',
    key: o.key,
    cluster: '',
    wsHost: o.wsHost,
    wsPort: o.wsPort,
    wssPort: o.wsPort,
    forceTLS: o.forceTLS,
    enabledTransports: o.forceTLS ? ['wss'] : ['ws'],
    disableStats: true,
    namespace: false,
    channelAuthorization: {
      endpoint: o.authEndpoint,
      transport: 'ajax',
      headersProvider: (): Record<string, string> => {
        const token = o.getToken();
        return token ? { authorization: bearer(token) } : {};
      },
    },
  };
}

async function defaultEcho(o: RealtimeOptions): Promise<EchoLike> {
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([
    import('laravel-echo'),
    import('pusher-js'),
  ]);
  const echo = new Echo({ ...echoOptions(o), Pusher });
  return echo as unknown as EchoLike;
}

let current: Realtime | null = null;

/** Creates the one real-time connection (the host calls this once); laravel-echo and pusher-js load on first connect. */
export function createRealtime(options: RealtimeOptions): Realtime {
  let echoPromise: Promise<EchoLike> | null = null;
  let echo: EchoLike | null = null;
  const counts = new Map<string, number>();
  const reconnectListeners = new Set<() => void>();

  const watchReconnects = (e: EchoLike): void => {
    let wasConnected = false;
    e.connector?.pusher?.connection.bind('state_change', ({ current: state }) => {
      if (state !== 'connected') return;
      if (wasConnected) for (const listener of [...reconnectListeners]) listener();
      wasConnected = true;
    });
  };
  const connect = (): Promise<EchoLike> => {
    echoPromise ??= (options.connectAfter?.() ?? Promise.resolve())
      .then(() => (options.createEcho ?? defaultEcho)(options))
      .then((e) => {
        watchReconnects(e);
        return (echo = e);
      });
    return echoPromise;
  };
  const join = (e: EchoLike, c: ChannelRef): EchoChannelLike =>
    c.private ? e.private(c.name) : e.channel(c.name);

  const realtime: Realtime = {
    connect,
    subscribe(channel, event, handler) {
      const key = keyOf(channel);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      let active = true;
      let bound: EchoChannelLike | null = null;
      const cb = handler as (payload: never) => void;
      void connect().then(
        (e) => {
          if (!active) return;
          bound = join(e, channel);
          bound.listen(event, cb);
        },
        () => undefined,
      );
      return () => {
        if (!active) return;
        active = false;
        bound?.stopListening(event, cb);
        const left = (counts.get(key) ?? 1) - 1;
        if (left > 0) {
          counts.set(key, left);
          return;
        }
        counts.delete(key);
        if (echo) echo.leave(channel.name);
      };
    },
    refCount: (channel) => counts.get(keyOf(channel)) ?? 0,
    watchMemberChannel(memberId, isSubscribed, onMissing) {
      const timer = setTimeout(() => {
        if (!isSubscribed() && realtime.refCount(channels.member(memberId)) === 0) onMissing();
      }, MEMBER_CHANNEL_WAIT_MS);
      return () => clearTimeout(timer);
    },
    onReconnect(listener) {
      const own = (): void => listener();
      reconnectListeners.add(own);
      return () => void reconnectListeners.delete(own);
    },
    disconnect() {
      echo?.disconnect();
      echo = null;
      echoPromise = null;
      counts.clear();
    },
  };
  current = realtime;
  return realtime;
}

/** The connection created by the host, or null before it. */
export function getRealtime(): Realtime | null {
  return current;
}

/** Subscribes through the host's connection (non-React code); a no-op before the host created it. */
export function subscribe<E extends RealtimeEventName>(
  channel: ChannelRef,
  event: E,
  handler: Handler<E>,
): () => void {
  return current ? current.subscribe(channel, event, handler) : () => undefined;
}
