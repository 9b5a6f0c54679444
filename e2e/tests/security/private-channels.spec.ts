import { test } from '../../support/fixtures';
import { expect, handOff, landAs, registerMember } from './security-support';

test.describe.configure({ timeout: 180_000 });

interface Outcome {
  authStatus: Record<string, number>;
  subscribe: Record<string, string>;
}

/**
 * From a page of the site (its CSP, its same-origin auth proxy), with a raw Pusher-protocol socket to
 * soketi: ask /broadcasting/auth for channels, then try to subscribe with what it gave (or forged).
 */
test("a member cannot subscribe to another member's private channel", async ({ page }) => {
  const me = await registerMember('pcme');
  const other = await registerMember('pcot');
  const token = await landAs(page, me.id);
  const { tk: otherToken } = await handOff(other.id);
  expect(otherToken).not.toBe(token);
  const config = (await (await page.request.get('/env-config/local/bd01.json')).json()) as { socket: { key: string; wsHost: string; wsPort: number } };

  const outcome = await page.evaluate(
    async ({ socket, token, mine, theirs }) => {
      const ws = new WebSocket(`ws://${socket.wsHost}:${socket.wsPort}/app/${socket.key}?protocol=7&client=js&version=8.4.0`);
      const frames: { event: string; channel?: string; data?: unknown }[] = [];
      const next = (pred: (f: { event: string; channel?: string }) => boolean) =>
        new Promise<{ event: string; channel?: string; data?: unknown }>((resolve, reject) => {
          const found = frames.find(pred);
          if (found) return resolve(found);
          const t = setTimeout(() => reject(new Error('no answer from soketi')), 15_000);
          ws.addEventListener('message', (m) => {
            const f = JSON.parse(String(m.data)) as { event: string; channel?: string };
            if (pred(f)) {
              clearTimeout(t);
              resolve(f);
            }
          });
        });
      ws.addEventListener('message', (m) => frames.push(JSON.parse(String(m.data)) as { event: string }));
      const established = await next((f) => f.event === 'pusher:connection_established');
      const socketId = (JSON.parse(String(established.data)) as { socket_id: string }).socket_id;

      const auth = async (channel: string, authorization: string | null) => {
        const res = await fetch('/broadcasting/auth', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
          body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
        });
        return { status: res.status, auth: res.ok ? ((await res.json()) as { auth: string }).auth : null };
      };
      const subscribe = async (channel: string, signature: string | null) => {
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...(signature ? { auth: signature } : {}) } }));
        const f = await next((x) => x.channel === channel || x.event === 'pusher:error');
        return f.event;
      };

      const own = await auth(mine, token);
      const foreign = await auth(theirs, token);
      const anonymous = await auth(theirs, null);
      const forgedToken = await auth(theirs, 'Bearer forged-token');
      const lookAlike = await auth(`${mine}0`, token);
      const subscribeResult = {
        // The control: my own channel with my signature.
        own: await subscribe(mine, own.auth),
        // Their channel with the signature of mine, with a made-up one, and with none.
        theirsWithMySignature: await subscribe(theirs, own.auth),
        theirsForged: await subscribe(theirs, `${socket.key}:${'0'.repeat(64)}`),
        theirsUnsigned: await subscribe(theirs, null),
      };
      ws.close();
      return {
        authStatus: { own: own.status, foreign: foreign.status, anonymous: anonymous.status, forgedToken: forgedToken.status, lookAlike: lookAlike.status },
        subscribe: subscribeResult,
      } satisfies Outcome;
    },
    { socket: config.socket, token, mine: `private-member.${me.id}`, theirs: `private-member.${other.id}` },
  );

  expect(outcome.authStatus).toEqual({ own: 200, foreign: 403, anonymous: 403, forgedToken: 403, lookAlike: 403 });
  expect(outcome.subscribe.own).toBe('pusher_internal:subscription_succeeded');
  for (const attempt of ['theirsWithMySignature', 'theirsForged', 'theirsUnsigned'] as const) {
    expect(outcome.subscribe[attempt], attempt).not.toBe('pusher_internal:subscription_succeeded');
  }
});
