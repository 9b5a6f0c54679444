import { expect, test } from '../../support/fixtures';
import { consoleCall } from '../../support/console';
import { registerMember } from '../member-center/member-support';
import { pusherApp } from '../../support/cluster';
import { publish, PusherSocket } from '../../support/pusher-client';
import { channelAuth, CLUSTER, memberSocketOn, withWebMemberOnBothNodes } from './cluster-support';

/**
 * The two soketi nodes of the cluster run share channels through Redis. A socket on one node
 * receives what is published on the other, and a member's private channel stays the member's own on both.
 */
test.describe('cluster: soketi nodes joined through Redis', () => {
  test('an event published on one node reaches the sockets of the other, once', async () => {
    const app = pusherApp();
    await withWebMemberOnBothNodes(app.key, async (onA, onB) => {
      expect(
        await publish(CLUSTER.soketi.b, app, 'web_member', 'cs-link', { url: 'https://b.example/' }),
      ).toBe(200);
      expect(
        await publish(CLUSTER.soketi.a, app, 'web_member', 'cs-link', { url: 'https://a.example/' }),
      ).toBe(200);
      await expect.poll(() => onA.received('web_member', 'cs-link').length, { timeout: 5_000 }).toBe(2);
      await expect.poll(() => onB.received('web_member', 'cs-link').length, { timeout: 5_000 }).toBe(2);
      // Both events have crossed Redis. A socket receives in order, and a later event from each node travels the
      // same way as the earlier ones: once both later events are on both sockets, no copy of the first two is
      // still on its way, and each socket's events can be counted.
      expect(
        await publish(CLUSTER.soketi.a, app, 'web_member', 'cs-link', { url: 'https://end-a.example/' }),
      ).toBe(200);
      expect(
        await publish(CLUSTER.soketi.b, app, 'web_member', 'cs-link', { url: 'https://end-b.example/' }),
      ).toBe(200);
      const urls = (socket: PusherSocket) =>
        socket
          .received('web_member', 'cs-link')
          .map((e) => (JSON.parse(e.data) as { url: string }).url)
          .sort();
      for (const socket of [onA, onB]) {
        await expect
          .poll(() => urls(socket), { timeout: 5_000 })
          .toEqual(expect.arrayContaining(['https://end-a.example/', 'https://end-b.example/']));
        expect(urls(socket)).toEqual([
          'https://a.example/',
          'https://b.example/',
          'https://end-a.example/',
          'https://end-b.example/',
        ]);
      }
    });
  });

  test('the API publishes through nginx: a member reaches its event whichever node its socket is on', async () => {
    const app = pusherApp();
    const member = await registerMember();
    const onA = await memberSocketOn(CLUSTER.soketi.a, app.key, member);
    const onB = await memberSocketOn(CLUSTER.soketi.b, app.key, member);
    try {
      for (let i = 0; i < 4; i++)
        expect((await consoleCall('/code-957', { member_id: member.id, message: `cluster ${i}` })).code).toBe(
          100,
        );
      const channel = `private-member.${member.id}`;
      for (const socket of [onA, onB])
        await expect.poll(() => socket.received(channel, 'code-957').length, { timeout: 5_000 }).toBe(4);
    } finally {
      onA.close();
      onB.close();
    }
  });

  test("another member's private channel is refused on either node", async () => {
    const app = pusherApp();
    const [me, other] = await Promise.all([registerMember(), registerMember()]);
    const theirs = `private-member.${other.id}`;
    for (const port of [CLUSTER.soketi.a, CLUSTER.soketi.b]) {
      const socket = await PusherSocket.connect(port, app.key);
      try {
        // The API (through nginx) signs only the member's own channel.
        expect((await channelAuth(me.tk, socket.socketId, theirs)).status).toBe(403);
        // A signature for the member's own channel does not open another's, nor does none at all.
        const own = await channelAuth(me.tk, socket.socketId, `private-member.${me.id}`);
        expect(own.auth).toBeTruthy();
        expect(await socket.subscribe(theirs, own.auth)).toBe('refused');
        expect(await socket.subscribe(theirs, `${app.key}:${'0'.repeat(64)}`)).toBe('refused');
      } finally {
        socket.close();
      }
    }
  });
});
