import { SEED_MEMBERS } from '../src/seed/core-seed';
import { loginToken } from './helpers/auth-client';
import { post, serverForFile } from './helpers/start-server';

const s = serverForFile();
let token: string;
const ME = SEED_MEMBERS.memberBdt.id;
const OTHER = SEED_MEMBERS.memberUsd.id;
beforeAll(async () => {
  token = await loginToken(s.baseUrl, 'demobdt01');
}, 30_000);

const auth = (channel: string, authorization?: string, url = '/broadcasting/auth') =>
  post(s.baseUrl, url, { socket_id: '1234.5678', channel_name: channel }, authorization ? { authorization } : {});

describe('broadcasting auth (private channels: a member joins only its own)', () => {
  test('own channel: signed, on both paths, with or without Bearer', async () => {
    for (const url of ['/broadcasting/auth', '/api/broadcasting/auth']) {
      const r = await auth(`private-member.${ME}`, token, url);
      expect([url, r.status, r.body]).toEqual([url, 200, expect.anything()]);
      expect((r.body as unknown as { auth: string }).auth).toMatch(/^[^:]+:[0-9a-f]{64}$/);
    }
    expect((await auth(`private-member.${ME}`, token.replace(/^Bearer /, ''))).status).toBe(200);
  });

  test.each([
    ["another member's channel", `private-member.${OTHER}`],
    ['a leading zero', `private-member.0${ME}`],
    ['a suffix', `private-member.${ME}0`],
    ['a trailing dot', `private-member.${ME}.`],
    ['a wildcard', 'private-member.*'],
    ['an encrypted twin of another channel', `private-encrypted-member.${OTHER}`],
    ['a presence channel', `presence-member.${ME}`],
    ['a public channel', 'web_member'],
    ['an empty id', 'private-member.'],
  ])('refused (403): %s', async (_name, channel) => {
    const r = await auth(channel, token);
    expect(r.status).toBe(403);
    expect(JSON.stringify(r.body)).not.toContain('auth":"');
  });

  test.each([
    ['no token', undefined],
    ['a forged token', 'Bearer forged-token'],
    ['an empty bearer', 'Bearer '],
  ])('refused (403) with %s', async (_name, authorization) => {
    expect((await auth(`private-member.${ME}`, authorization)).status).toBe(403);
  });

  test('a logged-out token no longer signs its own channel', async () => {
    const t = await loginToken(s.baseUrl, 'demousd01');
    expect((await auth(`private-member.${OTHER}`, t)).status).toBe(200);
    expect((await post(s.baseUrl, '/api/logout', {}, { authorization: t })).body.code).toBe(100);
    expect((await auth(`private-member.${OTHER}`, t)).status).toBe(403);
  });

  test('a malformed socket id is refused before signing', async () => {
    const r = await post(s.baseUrl, '/broadcasting/auth', { socket_id: 'x', channel_name: `private-member.${ME}` }, { authorization: token });
    expect(JSON.stringify(r.body)).not.toContain('auth":"');
    expect(r.body.code).not.toBe(100);
  });
});
