import Pusher from 'pusher';
import type { Broadcaster } from '../core/deps';
import type { PusherConfig } from './pusher-config';

/** Publishes through the Pusher HTTP API of the local soketi (or any Pusher-compatible cluster). */
export class PusherBroadcaster implements Broadcaster {
  readonly client: Pusher;

  constructor(pusher: PusherConfig, private readonly log: (msg: string) => void = () => undefined) {
    this.client = new Pusher({
      appId: pusher.appId,
      key: pusher.key,
      secret: pusher.secret,
      host: pusher.host,
      port: String(pusher.port),
      useTLS: false,
    });
  }

  async publish(channel: string, event: string, payload: unknown): Promise<void> {
    try {
      await this.client.trigger(channel, event, payload);
    } catch (err) {
      // Real time is best effort: a failed publish never fails the API call that caused it.
      this.log(`broadcast ${event} on ${channel} failed: ${(err as Error).message}`);
    }
  }

  /** Signs a private-channel subscription for /broadcasting/auth. */
  authorize(socketId: string, channel: string): { auth: string } {
    return this.client.authorizeChannel(socketId, channel);
  }
}

/** Keeps published events in memory; for tests that run without soketi. */
export class RecordingBroadcaster implements Broadcaster {
  readonly published: { channel: string; event: string; payload: unknown }[] = [];

  async publish(channel: string, event: string, payload: unknown): Promise<void> {
    this.published.push({ channel, event, payload });
  }
}
