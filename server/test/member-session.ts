import Pusher from 'pusher-js';
import { createSession } from '../src/core/session';
import { post, type TestServer } from './helpers/start-server';

/** Logs a seeded member in by opening a real session in the database; returns request headers. */
export function authHeaders(s: TestServer, memberId: number): Record<string, string> {
  return { authorization: `Bearer ${createSession(s.deps, memberId)}` };
}

/** POST as a member. */
export function memberPost<T = any>(s: TestServer, memberId: number, url: string, body: unknown = {}) {
  return post<T>(s.baseUrl, url, body, authHeaders(s, memberId));
}

/** Bad inputs every route must answer with a code (never a 500). */
export const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  '"; DROP TABLE members; --',
  '<script>alert(1)</script>',
  'x'.repeat(100_000),
];

/** A real pusher-js client subscribed to a member's private channel through /broadcasting/auth. */
export function memberSocket(s: TestServer, memberId: number) {
  const token = createSession(s.deps, memberId);
  const client = new Pusher(s.config.pusher.key, {
    wsHost: s.config.pusher.host,
    wsPort: s.config.pusher.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    cluster: 'mt1',
    authEndpoint: `${s.baseUrl}/broadcasting/auth`,
    auth: { headers: { authorization: `Bearer ${token}` } },
  });
  return { client, token };
}

/** The pusher-js clients a test file opens, disconnected after its tests (call before serverForFile: hooks run in order). */
export function clientsClosedAfterAll(): Pusher[] {
  const clients: Pusher[] = [];
  afterAll(() => {
    for (const c of clients) c.disconnect();
  });
  return clients;
}

/** Resolves with the payload of the next `event` on `channel` (subscribing first). */
export function nextEvent<T = any>(client: Pusher, channelName: string, event: string, timeoutMs = 8000): Promise<T> {
  const channel = client.subscribe(channelName);
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} on ${channelName}`)), timeoutMs);
    channel.bind(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

/** Resolves once the channel subscription succeeded. */
export function subscribed(client: Pusher, channelName: string, timeoutMs = 8000): Promise<void> {
  const channel = client.subscribe(channelName);
  return new Promise((resolve, reject) => {
    if (channel.subscribed) return resolve();
    const timer = setTimeout(() => reject(new Error(`subscription to ${channelName} failed`)), timeoutMs);
    channel.bind('pusher:subscription_succeeded', () => {
      clearTimeout(timer);
      resolve();
    });
    channel.bind('pusher:subscription_error', (e: unknown) => {
      clearTimeout(timer);
      reject(new Error(`subscription error ${JSON.stringify(e)}`));
    });
  });
}
