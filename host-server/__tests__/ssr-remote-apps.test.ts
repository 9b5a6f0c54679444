import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../repo-root.ts';
import { startSiteServer } from '../cdn/site-server.ts';
import { SERVER_ENTRY_DIR, SERVER_ENTRY_FILE } from '@mfp/shared/node/server-entry';
import { sessionBucket } from '@mfp/shared/contracts';
import { HOME_MARKER, lobbyRelease, releaseLobby, tsx, variantOf } from './support/ssr-lobby-release.ts';

// The remote side of server rendering: ONE long-running process renders the lobby from the
// version the site config names, follows a release, a canary and a rollback within 10 s with no
// restart, keeps concurrent requests apart, and leaves to the client (never fails) an area whose
// server entry is missing, throws while loading or rendering, or takes longer than its budget.
const SWITCH_WITHIN_MS = 10_000;
const work = mkdtempSync(join(tmpdir(), 'mfp-ssr-apps-'));
const cdn = join(work, 'cdn');
const dist = (name: string) => join(work, `dist-${name}`);
let cdnServer: Server;
let renderer: ChildProcess;
let renderOrigin = '';

const V2_MARKER = 'data-build="v2"';
const release = (...args: string[]) => releaseLobby(cdn, ...args);

interface Rendered {
  status: number;
  html: string;
  ms: number;
}

async function render(params: Record<string, string> = {}): Promise<Rendered> {
  const started = Date.now();
  const res = await fetch(`${renderOrigin}/render?${new URLSearchParams(params).toString()}`);
  return { status: res.status, html: await res.text(), ms: Date.now() - started };
}

/** Renders until `done` holds; fails after SWITCH_WITHIN_MS. Returns the render that met it. */
async function renderUntil(done: (r: Rendered) => boolean, params: Record<string, string> = {}): Promise<Rendered> {
  const deadline = Date.now() + SWITCH_WITHIN_MS;
  let last: Rendered | undefined;
  while (Date.now() < deadline) {
    last = await render(params);
    expect(last.status).not.toBe(500);
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not within ${SWITCH_WITHIN_MS} ms; last answer ${last?.status}: ${last?.html.slice(0, 200)}`);
}

const isV1 = (r: Rendered) => r.status === 200 && r.html.includes('data-testid="lobby-home"') && !r.html.includes(V2_MARKER);
const isV2 = (r: Rendered) => r.status === 200 && r.html.includes(V2_MARKER);
const leftToClient = (r: Rendered) => r.status === 204;

beforeAll(async () => {
  lobbyRelease(dist('v1'), '2026-11-26 01:00:00');
  variantOf(dist('v1'), dist('v2'), '2026-11-26 02:00:00', (s) => s.replace(HOME_MARKER, `${HOME_MARKER} "data-build": "v2",`));
  variantOf(dist('v1'), dist('canary'), '2026-11-26 06:00:00', (s) => s.replace(HOME_MARKER, `${HOME_MARKER} "data-build": "v2",`));
  variantOf(dist('v1'), dist('load-throws'), '2026-11-26 03:00:00', () => "throw new Error('the broken build');\n");
  variantOf(dist('v1'), dist('render-throws'), '2026-11-26 04:00:00', (s) =>
    s.replace(HOME_MARKER, `"data-testid": (() => { throw new Error('the render fails'); })(),`),
  );
  variantOf(dist('v1'), dist('missing'), '2026-11-26 05:00:00', (s) => s);
  rmSync(join(dist('missing'), SERVER_ENTRY_DIR, SERVER_ENTRY_FILE));

  cdnServer = await startSiteServer({ name: 'ssr-apps-cdn', port: 0, host: '127.0.0.1', mounts: [{ prefix: '/', dir: join(cdn, 'mfe-lobby') }] });
  const cdnOrigin = `http://127.0.0.1:${(cdnServer.address() as AddressInfo).port}`;
  await release(`--from=${dist('v1')}`);

  renderer = spawn(tsx, ['host-server/__tests__/support/ssr-render-server.ts', join(cdn, 'config/local/bd01.json'), cdnOrigin], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    renderer.once('exit', (code) => reject(new Error(`the render server exited (${code})`)));
    renderer.stdout?.once('data', (line: Buffer) => resolve((JSON.parse(line.toString()) as { port: number }).port));
  });
  renderOrigin = `http://127.0.0.1:${port}`;
}, 180_000);

afterAll(async () => {
  renderer?.kill();
  if (cdnServer) await new Promise((resolve) => cdnServer.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

describe('loadRemoteApps in one long-running process', () => {
  it('renders the released version, a release within 10 s, and the old one again after a rollback', async () => {
    await renderUntil(isV1);
    await release(`--from=${dist('v2')}`);
    await renderUntil(isV2);
    await release('--rollback');
    await renderUntil(isV1);
  }, 60_000);

  it("renders each session's version while a canary runs: the browser's rule picks it", async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `session-${i}`);
    const inCanary = ids.find((id) => sessionBucket(id, 'mfe_lobby') < 50) ?? '';
    const stable = ids.find((id) => sessionBucket(id, 'mfe_lobby') >= 50) ?? '';
    await release('--canary', '50', `--from=${dist('canary')}`);
    await renderUntil(isV2, { sid: inCanary });
    expect(isV1(await renderUntil(isV1, { sid: stable }))).toBe(true);
    await release('--abort');
    await renderUntil(isV1, { sid: inCanary });
  }, 60_000);

  it('keeps concurrent renders apart: English desktop held behind a slow part while Bengali mobile renders', async () => {
    await renderUntil(isV1);
    const slow = { budget: '10000' };
    const [en, bn] = await Promise.all([
      render({ ...slow, lang: 'en_US', layout: 'desktop', wait: '600' }),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() => render({ ...slow, lang: 'bn_BD', layout: 'mobile' })),
    ]);
    expect(bn?.ms).toBeLessThan(en?.ms ?? 0);
    expect(en?.html).toContain('lb-carousel--desktop');
    expect(en?.html).toContain('desk-one.webp');
    expect(en?.html).toContain('<h1 class="lb-visually-hidden">Welcome to BD Play</h1>');
    expect(en?.html).not.toContain('phone-one.webp');
    expect(bn?.html).toContain('lb-carousel--mobile');
    expect(bn?.html).toContain('phone-one.webp');
    expect(bn?.html).toContain('বিডি প্লে-তে স্বাগতম');
    expect(bn?.html).not.toContain('desk-one.webp');
  }, 60_000);

  it.each([
    ['whose server entry throws while loading', 'load-throws'],
    ['whose server entry is missing', 'missing'],
    ['whose app throws while rendering', 'render-throws'],
  ])('leaves to the client, without an error, a release %s; a rollback renders on the server again', async (_, build) => {
    await release(`--from=${dist(build)}`);
    await renderUntil(leftToClient);
    expect(leftToClient(await render())).toBe(true);
    await release('--rollback');
    await renderUntil(isV1);
  }, 60_000);

  it('leaves to the client an area that takes longer than the render budget (SSR_RENDER_BUDGET_MS)', async () => {
    await renderUntil(isV1);
    const late = await render({ wait: '3000' });
    expect(late.status).toBe(204);
    expect(late.ms).toBeLessThan(2_500);
  }, 60_000);
});
