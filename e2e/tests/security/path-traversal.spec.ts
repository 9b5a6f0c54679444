import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { API_URL, PORT_BASE, REMOTES } from '../../support/remotes';

// shared is a CommonJS package: its attack forms are required, not imported by name.
const { deepTraversalPaths, escapePaths, FILE_TARGETS, traversalPaths } = createRequire(import.meta.url)(
  '@mfp/shared/test-support/path-traversal',
) as typeof import('@mfp/shared/test-support/path-traversal');

/** The host's prefixes that it relays to the backend (host-server/cdn/origins.ts). */
const PROXIED = ['/api/', '/broadcasting/', '/clientCaptcha/', '/check_iframe/', '/get_info_data/', '/sim/', '/assets/'];
/** The host's prefixes it serves itself: its build at '/', the site config (host-server/cdn/serve-site.ts). */
const STATIC = ['/env-config/', '/static/', '/'];
const TARGETS = [
  { method: 'POST', target: '__test/handoff', body: '{"member_id":10002}' },
  { method: 'GET', target: '__test/captcha/abc', body: '' },
  { method: 'POST', target: 'console/marquee', body: '{"content":"pwned"}' },
] as const;

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Absolute on disk: a repository path from its root, an absolute one as it is. */
const onDisk = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));
/** More steps up than any served folder is deep: a naive server ends at '/', then follows the absolute path. */
const CLIMB_TO_ROOT = 12;
/** Served folders sit at most this deep under the repository (host-shell/dist/static, cdn-<base>/<remote>/v<id>). */
const REPO_DEPTHS = [1, 2, 3, 4];
/** Markers of what must never leave a server: each file target's, and this run's console token. */
const LEAK_MARKERS = [...FILE_TARGETS.map((f) => f.marker), process.env.CONSOLE_TOKEN ?? ''].filter((m) => m.length >= 8);

/** The origins served as a CDN would, each with the prefixes a crafted file path may start under. */
const FILE_ORIGINS = [
  { name: 'host', port: PORT_BASE, prefixes: [...STATIC, '/assets/'] },
  { name: 'server-rendering host', port: PORT_BASE + 20, prefixes: ['/static/', '/'] },
  ...REMOTES.map((r) => ({ name: r.name, port: r.port, prefixes: ['/'] })),
];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** One request with the path exactly as written (fetch and Playwright would normalise it first). */
function send(method: string, path: string, body = '', port = PORT_BASE): Promise<Answer> {
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(
      { agent, host: '127.0.0.1', port, method, path, headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Every request, a few at a time; the answers in order. */
async function sendAll(requests: { method: string; path: string; body?: string; port?: number }[]): Promise<Answer[]> {
  const answers: Answer[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const i = next++;
      const r = requests[i]!;
      answers[i] = await send(r.method, r.path, r.body, r.port);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return answers;
}

type Verdict = 'refused' | 'served' | 'backend' | 'unclear';

/**
 * Who answered. The site's static servers put their security headers (Permissions-Policy among them) on
 * every answer of their own, their 400 refusals included (host-server/cdn/site-server.ts), and relay the
 * backend's answers as they come; the backend never sets Permissions-Policy, and its CORS plugin puts
 * `Vary: Origin` on every answer. A refusal is the 400 with the host's body and no page policy.
 */
function verdictOf(a: Answer): Verdict {
  const own = a.headers['permissions-policy'] !== undefined;
  const vary = String(a.headers.vary ?? '').toLowerCase().split(/\s*,\s*/);
  if (own && a.status === 400 && a.body === 'bad request path' && a.headers['content-security-policy'] === undefined) return 'refused';
  if (own) return 'served';
  return vary.includes('origin') ? 'backend' : 'unclear';
}

/** Why an answer to a crafted path is wrong, or null: under a relayed prefix only the host's refusal will do. */
function problemOf(a: Answer, relayedPrefix: boolean): string | null {
  const verdict = verdictOf(a);
  if (verdict !== 'refused' && (relayedPrefix || verdict !== 'served')) return `${verdict} ${a.status} ${a.body.slice(0, 80)}`;
  const leaked = LEAK_MARKERS.filter((m) => a.body.includes(m));
  return leaked.length > 0 ? `content of ${leaked.join(', ')}` : null;
}

async function problemsOf(requests: { method: string; path: string; body?: string; port?: number }[], relayedPrefix: boolean): Promise<string[]> {
  const answers = await sendAll(requests);
  return requests.flatMap((r, i) => {
    const problem = problemOf(answers[i]!, relayedPrefix);
    return problem ? [`${r.method} :${r.port ?? PORT_BASE}${r.path} -> ${problem}`] : [];
  });
}

test.describe('security: crafted paths through the host', () => {
  test.afterAll(() => agent.destroy());

  for (const prefix of PROXIED) {
    test(`traversal forms under ${prefix} are refused by the host, never relayed to the backend's /__test or /console`, async () => {
      const requests = TARGETS.flatMap(({ method, target, body }) => traversalPaths(prefix, target).map((path) => ({ method, path, body })));
      expect(await problemsOf(requests, true)).toEqual([]);
    });
  }

  for (const prefix of STATIC) {
    test(`traversal forms under ${prefix} are refused or answered by the host itself, never by the backend`, async () => {
      const requests = TARGETS.flatMap(({ method, target, body }) => traversalPaths(prefix, target).map((path) => ({ method, path, body })));
      expect(await problemsOf(requests, false)).toEqual([]);
    });
  }

  for (const origin of FILE_ORIGINS) {
    test(`traversal to files outside the served folders returns none of them (${origin.name})`, async () => {
      const paths = origin.prefixes.flatMap((prefix) => [
        ...FILE_TARGETS.flatMap((f) => deepTraversalPaths(prefix, CLIMB_TO_ROOT, onDisk(f.path).slice(1))),
        ...REPO_DEPTHS.flatMap((depth) => FILE_TARGETS.filter((f) => !isAbsolute(f.path)).flatMap((f) => deepTraversalPaths(prefix, depth, f.path))),
      ]);
      const relayed = (path: string) => origin.port === PORT_BASE && PROXIED.some((p) => path.startsWith(p));
      const answers = await sendAll(paths.map((path) => ({ method: 'GET', path, port: origin.port })));
      const problems = paths.flatMap((path, i) => {
        const problem = problemOf(answers[i]!, relayed(path));
        return problem ? [`GET :${origin.port}${path} -> ${problem}`] : [];
      });
      expect(problems).toEqual([]);
    });
  }

  test('scheme-relative and absolute targets are refused by the host, not proxied elsewhere', async () => {
    const paths = escapePaths(PORT_BASE + 1000, '__test/handoff');
    expect(await problemsOf(paths.map((path) => ({ method: 'POST', path, body: '{"member_id":10002}' })), true)).toEqual([]);
  });

  test('control: an answer of the backend, relayed by the proxy, fails the check (its 404 included)', async () => {
    // The same check as above on paths the proxy relays as it should: each answer is the backend's, so each is a problem.
    for (const path of ['/api/health', '/api/no-such-route', '/assets/game/1.svg', '/assets/game/no-such.svg']) {
      const answer = await send('GET', path);
      expect({ path, verdict: verdictOf(answer) }).toEqual({ path, verdict: 'backend' });
      expect(problemOf(answer, true), path).not.toBeNull();
      expect(problemOf(answer, false), path).not.toBeNull();
    }
    // And the host's own answers are told apart: its refusal, its page and a file it serves.
    expect(verdictOf(await send('GET', '/static/../package.json'))).toBe('refused');
    expect(verdictOf(await send('GET', '/faq'))).toBe('served');
    expect(verdictOf(await send('GET', '/env-config/local/bd01.json'))).toBe('served');
  });

  test('control: each file marker is in its file, where this machine has the file', () => {
    let checked = 0;
    for (const { path, marker } of FILE_TARGETS) {
      let text: string;
      try {
        text = readFileSync(onDisk(path), 'latin1');
      } catch {
        continue; // server/data exists once the backend has run with its default database
      }
      expect(text, path).toContain(marker);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  test('the proxy still serves the API, and a relayed request is not a loopback caller', async () => {
    const health = await send('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ code: 100 });
    // The RUM summary answers processes of this machine only: the test (a local process) gets it directly,
    // and the same call relayed by the host is refused although it comes from the same machine.
    expect((await fetch(`${API_URL}/api/rum/summary`)).status).toBe(200);
    const relayed = await send('GET', '/api/rum/summary');
    expect({ verdict: verdictOf(relayed), status: relayed.status, body: JSON.parse(relayed.body) as unknown }).toMatchObject({
      verdict: 'backend',
      status: 403,
      body: { message: 'not_local' },
    });
  });
});
