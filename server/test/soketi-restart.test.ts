import net from 'node:net';
import Pusher from 'pusher-js';
import { CHANNELS } from '../src/realtime/channels';
import { REALTIME_EVENTS } from '../src/realtime/events';
import { SUCCESS_CODE } from '../src/core/reply';
import { NO_SOKETI_CODE } from '../src/realtime/soketi-test-routes';
import { post, startTestServer, type TestServer } from './helpers/start-server';

const listening = (host: string, port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('loopback soketi control: kill and start this server’s own soketi', () => {
  let s: TestServer;
  let client: Pusher | null = null;
  beforeAll(async () => {
    s = await startTestServer({ withSoketi: true });
  }, 30_000);
  afterAll(async () => {
    client?.disconnect();
    await s.stop();
  });

  test('kill closes the socket port, start opens it again, and a client resubscribes and receives events', async () => {
    const { host, port, key } = s.config.pusher;
    client = new Pusher(key, { cluster: 'mt1', wsHost: host, wsPort: port, forceTLS: false, enabledTransports: ['ws'] });
    const pusher = client;
    const channel = pusher.subscribe(CHANNELS.webMember);
    let subscriptions = 0;
    channel.bind('pusher:subscription_succeeded', () => subscriptions++);
    await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));

    const killed = await post(s.baseUrl, '/__test/realtime/kill');
    expect(killed.body).toMatchObject({ code: SUCCESS_CODE, data: { running: false } });
    expect(await listening(host, port)).toBe(false);
    await new Promise<void>((resolve) =>
      pusher.connection.state === 'connected' ? pusher.connection.bind('state_change', () => resolve()) : resolve(),
    );
    expect(pusher.connection.state).not.toBe('connected');

    const started = await post(s.baseUrl, '/__test/realtime/start');
    expect(started.body).toMatchObject({ code: SUCCESS_CODE, data: { running: true } });
    expect(await listening(host, port)).toBe(true);
    // pusher-js reconnects by itself and subscribes the channel again, once.
    await new Promise<void>((resolve) => {
      const check = () => (subscriptions >= 2 ? resolve() : setTimeout(check, 100));
      check();
    });
    const received = new Promise((resolve) => channel.bind(REALTIME_EVENTS.csLink, resolve));
    await s.deps.broadcaster.publish(CHANNELS.webMember, REALTIME_EVENTS.csLink, { url: 'https://cs.example.com' });
    expect(await received).toEqual({ url: 'https://cs.example.com' });
    expect(subscriptions).toBe(2);
  }, 60_000);
});

describe('loopback soketi control without soketi', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ withSoketi: false });
  });
  afterAll(async () => s.stop());

  test('answers that there is no soketi to control', async () => {
    expect((await post(s.baseUrl, '/__test/realtime/kill')).body.code).toBe(NO_SOKETI_CODE);
    expect((await post(s.baseUrl, '/__test/realtime/start')).body.code).toBe(NO_SOKETI_CODE);
  });

  test('is not served when test routes are off', async () => {
    const off = await startTestServer({ withSoketi: false, env: { TEST_ROUTES: '0' } });
    try {
      expect((await post(off.baseUrl, '/__test/realtime/kill')).status).toBe(404);
    } finally {
      await off.stop();
    }
  });
});
