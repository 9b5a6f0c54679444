import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../repo-root.ts';
import { startSiteServer } from '../cdn/site-server.ts';
import { HOME_MARKER, lobbyRelease, run, tsx, variantOf } from './support/ssr-lobby-release.ts';

// Two versions of one remote in one server-render process, through the federation runtime's public API
// only: each renders its own build, dropping the old one leaves the new one (and a render still holding
// the old one) working, and neither loading nor dropping a version deletes anything from the runtime's
// process-wide globals or grows them (which a runtime upgrade could change under us, and which would keep
// every version ever loaded in memory).
const work = mkdtempSync(join(tmpdir(), 'mfp-ssr-versions-'));
const V2_MARKER = 'data-build="v2"';
let server: Server;
let origin = '';

interface Seen {
  v1Html: string;
  v2Html: string;
  v1HtmlAfterDrop: string;
  loadedAfterV2: string[];
  deletes: string[];
  afterV1: Record<string, number>;
  afterV2: Record<string, number>;
  containerGlobal: boolean;
}
let seen: Seen;

beforeAll(async () => {
  lobbyRelease(join(work, 'v1'), '2026-11-26 01:00:00');
  variantOf(join(work, 'v1'), join(work, 'v2'), '2026-11-26 02:00:00', (s) => s.replace(HOME_MARKER, `${HOME_MARKER} "data-build": "v2",`));
  server = await startSiteServer({ name: 'ssr-versions-cdn', port: 0, host: '127.0.0.1', mounts: [{ prefix: '/', dir: work }] });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { stdout } = await run(
    tsx,
    ['host-server/__tests__/support/two-versions-process.ts', `${origin}/v1/mf-manifest.json`, `${origin}/v2/mf-manifest.json`],
    { cwd: repoRoot, timeout: 60_000 },
  );
  seen = JSON.parse(stdout) as Seen;
}, 90_000);

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

describe('two versions of one remote in one server-render process', () => {
  it('renders each version its own build', () => {
    expect(seen.v1Html).toContain('data-testid="lobby-home"');
    expect(seen.v1Html).not.toContain(V2_MARKER);
    expect(seen.v2Html).toContain(V2_MARKER);
  });

  it('drops the old version and the new one still renders, as does a render still holding the old one', () => {
    expect(seen.loadedAfterV2).toEqual([`mfe_lobby ${origin}/v2/mf-manifest.json`]);
    expect(seen.v2Html).toContain(V2_MARKER);
    expect(seen.v1HtmlAfterDrop).toBe(seen.v1Html);
  });

  it("deletes nothing from the federation runtime's globals and adds nothing there per version", () => {
    expect(seen.deletes).toEqual([]);
    expect(seen.afterV2).toEqual(seen.afterV1);
    expect(seen.afterV1.entryLoading).toBe(0);
    expect(seen.containerGlobal).toBe(false);
  });
});
