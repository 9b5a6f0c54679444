import Pusher from 'pusher-js';
import { SEED_MEMBERS } from '../src/seed/core-seed';
import { CHANNELS } from '../src/realtime/channels';
import { REALTIME_EVENTS } from '../src/realtime/events';
import { loginToken } from './helpers/auth-client';
import { serverForFile } from './helpers/start-server';

const s = serverForFile({ withSoketi: true });
let client: Pusher | null = null;
afterEach(() => {
  client?.disconnect();
  client = null;
});

function connect(token: string): Pusher {
  client = new Pusher(s.config.pusher.key, {
    cluster: 'mt1',
    wsHost: s.config.pusher.host,
    wsPort: s.config.pusher.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      endpoint: `${s.baseUrl}/broadcasting/auth`,
      transport: 'ajax',
      // Real HTTP to the server's auth route, as Laravel Echo does from the browser.
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`${s.baseUrl}/broadcasting/auth`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token },
          body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
        })
          .then(async (res) => (res.ok ? callback(null, (await res.json()) as { auth: string }) : callback(new Error(`status ${res.status}`), null)))
          .catch((err: Error) => callback(err, null));
      },
    },
  });
  return client;
}

function subscribed(pusher: Pusher, channel: string): Promise<'ok' | 'refused'> {
  return new Promise((resolve) => {
    const ch = pusher.subscribe(channel);
    ch.bind('pusher:subscription_succeeded', () => resolve('ok'));
    ch.bind('pusher:subscription_error', () => resolve('refused'));
  });
}

test('a member joins its own private-member.{id} and receives events published through soketi', async () => {
  const token = await loginToken(s.baseUrl, 'demobdt01');
  const pusher = connect(token);
  const channel = CHANNELS.member(SEED_MEMBERS.memberBdt.id);
  expect(await subscribed(pusher, channel)).toBe('ok');
  const received = new Promise((resolve) => pusher.channel(channel).bind(REALTIME_EVENTS.memberCash, resolve));
  await s.deps.broadcaster.publish(channel, REALTIME_EVENTS.memberCash, { member_cash: 123.45 });
  expect(await received).toEqual({ member_cash: 123.45 });
}, 20_000);

test("another member's private channel is refused (403)", async () => {
  const token = await loginToken(s.baseUrl, 'demobdt01');
  const pusher = connect(token);
  expect(await subscribed(pusher, CHANNELS.member(SEED_MEMBERS.memberUsd.id))).toBe('refused');
  const res = await fetch(`${s.baseUrl}/api/broadcasting/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ socket_id: '123.456', channel_name: 'private-member.10002' }),
  });
  expect(res.status).toBe(403);
  const anonymous = await fetch(`${s.baseUrl}/broadcasting/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ socket_id: '123.456', channel_name: 'private-member.10001' }),
  });
  expect(anonymous.status).toBe(403);
}, 20_000);

test('public channels web_member and web_api.{currency} need no auth', async () => {
  const pusher = connect('none');
  expect(await subscribed(pusher, CHANNELS.webMember)).toBe('ok');
  expect(await subscribed(pusher, CHANNELS.webApi('BDT'))).toBe('ok');
  const received = new Promise((resolve) => pusher.channel(CHANNELS.webApi('BDT')).bind(REALTIME_EVENTS.marquee, resolve));
  await s.deps.broadcaster.publish(CHANNELS.webApi('BDT'), REALTIME_EVENTS.marquee, { changed: 1 });
  expect(await received).toEqual({ changed: 1 });
}, 20_000);

test('a second login from another device reaches the first device as a login event', async () => {
  const first = await loginToken(s.baseUrl, 'demousd01', { udid: 'phone-1' });
  const pusher = connect(first);
  const channel = CHANNELS.member(SEED_MEMBERS.memberUsd.id);
  expect(await subscribed(pusher, channel)).toBe('ok');
  const received = new Promise<{ token: string }>((resolve) => pusher.channel(channel).bind(REALTIME_EVENTS.login, resolve));
  const second = await loginToken(s.baseUrl, 'demousd01', { udid: 'laptop-2' });
  expect((await received).token).toBe(second);
}, 20_000);
