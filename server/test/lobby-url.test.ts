import { SEED_MEMBERS } from '../src/seed/core-seed';
import { lobbyOrigins, siteLobbyUrl } from '../src/modules/simulator/lobby-url';
import { post, serverForFile } from './helpers/start-server';
import { memberPost } from './member-session';

// The game page's Lobby button goes to the lobby address the play call gave (spec 4). A visitor's demo play
// needs no login, so anyone may hand the site a game page of its own origin whose button leads elsewhere:
// only an address on one of the site's origins is kept, read as a browser reads it.

const SITE = 'http://127.0.0.1:3000';
const SITE_LOCALHOST = 'http://localhost:3000';
const s = serverForFile({ env: { CORS_ORIGINS: `${SITE},${SITE_LOCALHOST}` } });
const BDT = SEED_MEMBERS.memberBdt.id;

/** Hostile lobby addresses: each, followed by a browser, would leave the site or run script. */
const OFF_SITE: readonly string[] = [
  'http://evil.example',
  'https://evil.example/x',
  'HTTP://EVIL.EXAMPLE/',
  'hTtPs://evil.example',
  '//evil.example/x',
  '///evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '\\/evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r\n/evil.example',
  ' //evil.example',
  'https:/\\evil.example',
  'http:\\\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  'java\tscript:alert(1)',
  '\u0000javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://evil.example/',
  'http://127.0.0.1:3000@evil.example/',
  'http://user:pass@127.0.0.1:3000/close',
  'http://evil.example%2F@127.0.0.1:3000/close',
  'http://127.0.0.1:3000.evil.example/',
  'http://127.0.0.1:3000\t@evil.example/',
  'https://127.0.0.1:3000/close',
  'http://127.0.0.1:3001/close',
  'http://[::1]:3000/close',
  '//evil\u3002example/x',
  'http://evil.example/\u2028',
  `${SITE}/close`.padEnd(2100, 'x'),
];

/** Addresses on the site: kept, written as the URL parser writes them. */
const ON_SITE: readonly [string, string][] = [
  ['/close', `${SITE}/close`],
  [`${SITE}/close`, `${SITE}/close`],
  [`${SITE_LOCALHOST}/close?from=game#top`, `${SITE_LOCALHOST}/close?from=game#top`],
  ['/gameHall/3', `${SITE}/gameHall/3`],
  ['close', `${SITE}/close`],
  // Encoded slashes stay one path segment of the site.
  ['/%2F%2Fevil.example', `${SITE}/%2F%2Fevil.example`],
  ['http://0x7f.0.0.1:3000/close', `${SITE}/close`],
  // A scheme-relative path of the page's own scheme is a path (URL standard): written out, it cannot be read otherwise.
  ['http:evil.example', `${SITE}/evil.example`],
];

const origins = [SITE, SITE_LOCALHOST];
const leavesSite = (kept: string) => kept !== '' && !origins.includes(new URL(kept).origin);

test(`the hostile corpus has 20+ forms (${OFF_SITE.length})`, () => {
  expect(OFF_SITE.length).toBeGreaterThanOrEqual(20);
});

test.each(OFF_SITE.map((raw) => [JSON.stringify(raw), raw]))('lobby address %s is refused (the Lobby button closes the window instead)', (_shown, raw) => {
  expect(siteLobbyUrl(raw, origins)).toBe('');
});

test.each(ON_SITE)('lobby address %s on the site is kept as %s', (raw, kept) => {
  expect(siteLobbyUrl(raw, origins)).toBe(kept);
});

test("the site's origins are CORS_ORIGINS, then the API's own, the first of them the base a path is read against", () => {
  expect(lobbyOrigins({ corsOrigins: [SITE], publicUrl: 'http://127.0.0.1:4000/' })).toEqual([SITE, 'http://127.0.0.1:4000']);
  expect(siteLobbyUrl('/close', lobbyOrigins({ corsOrigins: [], publicUrl: 'http://127.0.0.1:4000' }))).toBe('http://127.0.0.1:4000/close');
  expect(siteLobbyUrl('/close', [])).toBe('');
});

/** The lobby address the game page at `gameUrl` (a path on the site's origin, or an address) would open, read from its script's CONFIG. */
async function pageLobby(gameUrl: string): Promise<string> {
  const html = await (await fetch(new URL(gameUrl, s.baseUrl))).text();
  const config = /const CONFIG = (\{.*?\});/.exec(html)?.[1];
  if (!config) throw new Error('no CONFIG in the game page');
  return (JSON.parse(config) as { lobby: string }).lobby;
}

test('a visitor demo play (no login) with any hostile lobby_url gets a game page whose Lobby button stays on the site', async () => {
  for (const lobby_url of OFF_SITE.filter((u) => u.length <= 2048)) {
    const demo = await post(s.baseUrl, '/api/demo/play', { currency: 'BDT', device: 'pc', gp_id: 'GPPG', game_type: 2, game_code: 'pg_fortune_tiger', lobby_url });
    expect(demo.body.code).toBe(100);
    const lobby = await pageLobby(demo.body.data.game_url);
    expect({ lobby_url, lobby, leaves: leavesSite(lobby) }).toEqual({ lobby_url, lobby: '', leaves: false });
  }
  const fine = await post(s.baseUrl, '/api/demo/play', { currency: 'BDT', device: 'pc', gp_id: 'GPPG', game_type: 2, game_code: 'pg_fortune_tiger', lobby_url: '/close' });
  expect(await pageLobby(fine.body.data.game_url)).toBe(`${SITE}/close`);
}, 60_000);

test("a member's play1 keeps only a lobby on the site too", async () => {
  for (const [lobby_url, expected] of [['/\\evil.example/x', ''], ['http://evil.example', ''], [`${SITE}/close`, `${SITE}/close`]] as const) {
    const play = await memberPost(s, BDT, '/api/member/game/play1', { gpId: 'GPPG', game_type: 2, game_code: 'pg_fortune_tiger', lobby_url, device: 'pc' });
    expect(play.body.code).toBe(100);
    expect(await pageLobby(play.body.data.game_url)).toBe(expected);
  }
}, 30_000);

test('a session stored before the check (or by another writer) is checked again when its page is served', async () => {
  const demo = await post(s.baseUrl, '/api/demo/play', { currency: 'BDT', device: 'pc', gp_id: 'GPPG', game_type: 2, game_code: 'pg_fortune_tiger', lobby_url: '/close' });
  const token = String(demo.body.data.game_url).split('/').pop();
  s.deps.db.prepare('UPDATE game_sessions SET lobby_url = ? WHERE token = ?').run('/\\evil.example/x', token);
  expect(await pageLobby(demo.body.data.game_url)).toBe('');
});
