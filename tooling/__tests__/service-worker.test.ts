import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';
import { REMOTE_ASSET_URL, REMOTE_MANIFEST_URL, serviceWorkerOptions, SITE_CONFIG_URL } from '../service-worker';
import { antdOnlyFiles, type LoadGraph } from '../budget/load-graph';

// The URL shape the site config gives the host, {origin}/{version}/mf-manifest.json (the host server's
// cdn/site-config.ts, whose test holds it to this shape).
const manifestUrl = 'http://127.0.0.1:3001/v20261125170335-50b18bdb/mf-manifest.json';
const versionBase = manifestUrl.replace(/mf-manifest\.json$/, '');

describe('service worker routes', () => {
  it('the site config is network-first by its path, on the host origin', () => {
    expect(SITE_CONFIG_URL.test('http://127.0.0.1:3000/env-config/local/bd01.json')).toBe(true);
    expect(SITE_CONFIG_URL.test('/api/config.json')).toBe(false);
  });

  it('a remote manifest of the site config is network-first', () => {
    expect(REMOTE_MANIFEST_URL.exec(manifestUrl)?.index).toBe(0);
    // The monolith and the host have no manifest of their own that the page fetches at a version path.
    expect(REMOTE_MANIFEST_URL.test('http://127.0.0.1:3000/mf-manifest.json')).toBe(false);
  });

  it("a remote version's entry, chunks and assets are cache-first; manifests and API calls are not", () => {
    for (const file of ['remoteEntry.js', 'static/js/412.3bed96f8b7.js', 'static/css/app.1aa1f18c5f.css', '4a3376af5a90a88a.woff2'])
      expect(REMOTE_ASSET_URL.exec(versionBase + file)?.index).toBe(0);
    for (const url of [manifestUrl, 'http://127.0.0.1:3000/api/game/list', 'http://127.0.0.1:3000/static/js/main.793d9639f5.js'])
      expect(REMOTE_ASSET_URL.test(url)).toBe(false);
  });

  it('the navigation matcher survives being written into sw.js as source text', () => {
    const [navigation] = serviceWorkerOptions('/dist').runtimeCaching ?? [];
    const source = String(navigation?.urlPattern);
    const match = new Function(`return (${source});`)() as (o: { request: { mode: string } }) => boolean;
    expect(match({ request: { mode: 'navigate' } })).toBe(true);
    expect(match({ request: { mode: 'cors' } })).toBe(false);
  });

  it('generateSW builds sw.js that precaches the shell and the offline page and registers every route', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'mfp-sw-'));
    mkdirSync(join(dist, 'static', 'js'), { recursive: true });
    for (const f of ['static/js/main.793d9639f5.js', 'static/js/main.793d9639f5.js.map', 'offline.html', 'offline.js', 'manifest.en_US.webmanifest', 'index.html'])
      writeFileSync(join(dist, f), f);
    const { count } = await generateSW(serviceWorkerOptions(dist));
    const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
    expect(count).toBe(4);
    expect(sw).toContain('/offline.html');
    expect(sw).toContain('static/js/main.793d9639f5.js');
    expect(sw).not.toContain('.js.map');
    for (const cache of ['mfp-site-config', 'mfp-remote-manifests', 'mfp-remote-assets']) expect(sw).toContain(cache);
  }, 60_000);

  it("leaves antd's components out of the precache (a visitor downloads no antd), keeping what others share", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'mfp-sw-'));
    mkdirSync(join(dist, 'static', 'js'), { recursive: true });
    const files = ['main.js', 'boot.js', 'react.js', 'button.js', 'modal.js', 'core.js', 'dayjs.js'].map((f) => `static/js/${f}`);
    for (const f of [...files, 'offline.html']) writeFileSync(join(dist, f), f);
    const group = (name: string, consumes: string[] = [], children: string[] = []) => ({ files: [`static/js/${name}.js`], consumes, children });
    const graph: LoadGraph = {
      entry: 'main',
      groups: {
        main: group('main', [], ['boot']),
        boot: group('boot', ['react']),
        react: group('react'),
        // The antd components share a core; dayjs is shared with the date picker and the remotes' own code.
        button: { files: ['static/js/button.js', 'static/js/core.js'], consumes: ['react'], children: [] },
        modal: { files: ['static/js/modal.js', 'static/js/core.js'], consumes: ['react', 'dayjs'], children: [] },
        dayjs: group('dayjs'),
      },
      exposes: {},
      provides: { react: 'react', dayjs: 'dayjs', 'antd/es/button': 'button', 'antd/es/modal': 'modal' },
      fallbacks: {},
      sizes: {},
    };
    expect(antdOnlyFiles(graph)).toEqual(['static/js/button.js', 'static/js/core.js', 'static/js/modal.js']);
    writeFileSync(join(dist, 'load-graph.json'), JSON.stringify(graph));
    await generateSW(serviceWorkerOptions(dist));
    const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
    for (const kept of ['main.js', 'boot.js', 'react.js', 'dayjs.js']) expect(sw).toContain(`static/js/${kept}`);
    for (const left of ['button.js', 'modal.js', 'core.js']) expect(sw).not.toContain(`static/js/${left}`);
  }, 60_000);
});
