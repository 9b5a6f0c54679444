import type { EchoLike, RealtimeOptions } from '@mfp/shared';
import { bearer } from '@mfp/shared';

/**
 * The host's Echo: the private-channel authorisation reads the token when a channel is joined
 * (headersProvider), so one connection made at boot for the public channels can join the member
 * channel after a later login without reconnecting.
 */
export async function createHostEcho(o: RealtimeOptions): Promise<EchoLike> {
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([import('laravel-echo'), import('pusher-js')]);
  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
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
  });
  return echo as unknown as EchoLike;
}
