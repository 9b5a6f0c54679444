import { createHash, createHmac } from 'node:crypto';
import WebSocket from 'ws';

/** A soketi app as the API knows it (id, public key, secret). */
export interface PusherApp {
  appId: string;
  key: string;
  secret: string;
}

/** One event a socket received on a channel, with the time it arrived. */
export interface ReceivedEvent {
  channel: string;
  event: string;
  data: string;
  at: number;
}

interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A small Pusher-protocol (7) client over `ws`: connect, subscribe, collect events. */
export class PusherSocket {
  readonly events: ReceivedEvent[] = [];
  private readonly waiters = new Set<{ test: (f: Frame) => boolean; resolve: (f: Frame) => void }>();
  socketId = '';
  closed = false;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as Frame;
      if (frame.channel && !frame.event.startsWith('pusher')) {
        this.events.push({
          channel: frame.channel,
          event: frame.event,
          data: String(frame.data ?? ''),
          at: Date.now(),
        });
      }
      for (const w of [...this.waiters]) {
        if (w.test(frame)) {
          this.waiters.delete(w);
          w.resolve(frame);
        }
      }
    });
    ws.on('close', () => (this.closed = true));
    ws.on('error', () => (this.closed = true));
  }

  /** Opens a connection to ws://127.0.0.1:port and waits for pusher:connection_established. */
  static async connect(
    port: number,
    key: string,
    timeoutMs = 10_000,
    localAddress?: string,
  ): Promise<PusherSocket> {
    const ws = new WebSocket(
      `ws://127.0.0.1:${port}/app/${key}?protocol=7&client=mfp-e2e&version=1.0&flash=false`,
      localAddress ? { localAddress } : {},
    );
    const socket = new PusherSocket(ws);
    const established = await socket.next((f) => f.event === 'pusher:connection_established', timeoutMs);
    const data =
      typeof established.data === 'string'
        ? (JSON.parse(established.data) as { socket_id: string })
        : { socket_id: '' };
    socket.socketId = data.socket_id;
    return socket;
  }

  /** The next frame that passes `test`, or a rejection after `timeoutMs`. */
  next(test: (f: Frame) => boolean, timeoutMs = 10_000): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const waiter = { test, resolve };
      this.waiters.add(waiter);
      setTimeout(() => {
        if (this.waiters.delete(waiter)) reject(new Error(`no matching frame within ${timeoutMs} ms`));
      }, timeoutMs).unref();
    });
  }

  /** Subscribes; resolves 'ok' on subscription_succeeded, 'refused' on subscription_error. */
  async subscribe(channel: string, auth?: string, timeoutMs = 10_000): Promise<'ok' | 'refused'> {
    const answer = this.next(
      (f) =>
        f.channel === channel &&
        (f.event === 'pusher_internal:subscription_succeeded' || f.event === 'pusher:subscription_error'),
      timeoutMs,
    );
    this.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...(auth ? { auth } : {}) } }));
    return (await answer).event === 'pusher:subscription_error' ? 'refused' : 'ok';
  }

  /** The events received on a channel under a name. */
  received(channel: string, event: string): ReceivedEvent[] {
    return this.events.filter((e) => e.channel === channel && e.event === event);
  }

  close(): void {
    this.ws.terminate();
  }
}

/** The signed query of a Pusher HTTP API call (auth_version 1.0). */
export function signedQuery(
  app: PusherApp,
  method: string,
  path: string,
  body: string,
  now = Date.now(),
): string {
  const params: Record<string, string> = {
    auth_key: app.key,
    auth_timestamp: String(Math.floor(now / 1000)),
    auth_version: '1.0',
    body_md5: createHash('md5').update(body).digest('hex'),
  };
  const query = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const signature = createHmac('sha256', app.secret).update(`${method}\n${path}\n${query}`).digest('hex');
  return `${query}&auth_signature=${signature}`;
}

/** Publishes one event through a node's (or nginx's) Pusher HTTP API; returns the HTTP status. */
export async function publish(
  port: number,
  app: PusherApp,
  channel: string,
  event: string,
  data: unknown,
): Promise<number> {
  const path = `/apps/${app.appId}/events`;
  const body = JSON.stringify({ name: event, channels: [channel], data: JSON.stringify(data) });
  const res = await fetch(`http://127.0.0.1:${port}${path}?${signedQuery(app, 'POST', path, body)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return res.status;
}
