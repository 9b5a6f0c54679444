import type { LoadGraph } from '../budget/load-graph.ts';
import { exposeNameOf } from '../budget/load-graph.ts';
import {
  judgeRoute,
  ON_DEMAND_HOST_CHUNKS,
  ON_DEMAND_OVERLAYS,
  PAGE_OVERLAYS,
  routeLoad,
  type RouteBudget,
} from '../budget/route-budget.ts';

// A page counts all of its JavaScript (host, shared singletons, remotes, idle-time loads).
const group = (files: string[], consumes: string[] = [], children: string[] = []) => ({
  files,
  consumes,
  children,
});

const host: LoadGraph = {
  entry: 'main',
  groups: {
    main: group(['main.js'], [], ['boot']),
    boot: group(['boot.js'], ['react'], ['later', 'toast', 'overlays']),
    overlays: { name: 'overlay-host', ...group(['overlay-host.js']) },
    later: group(['later.js'], ['pusher-js']),
    toast: group(['toast.js'], ['antd/es/message']),
    react: group(['react.js']),
    pusher: group(['pusher.js']),
    message: group(['message.js'], ['react']),
    button: group(['button.js'], ['react']),
  },
  exposes: {},
  provides: {
    react: 'react',
    'pusher-js': 'pusher',
    'antd/es/message': 'message',
    'antd/es/button': 'button',
  },
  fallbacks: {},
  sizes: {
    'main.js': 3000,
    'boot.js': 2000,
    'later.js': 500,
    'toast.js': 100,
    'react.js': 4000,
    'pusher.js': 1500,
    'message.js': 9000,
    'button.js': 7000,
    'overlay-host.js': 400,
  },
};

const remote = (appConsumes: string[], appChildren: string[] = []): LoadGraph => ({
  entry: 'entry',
  groups: {
    // As a real build's: the entry lists every expose as a child, though it loads one only when asked.
    entry: group(['remoteEntry.js'], [], ['app', 'overlay', 'other']),
    app: group(['app.js'], appConsumes, appChildren),
    lazy: group(['lazy.js'], ['react']),
    box: group(['box.js'], ['antd/es/button']),
    own: group(['own-dayjs.js']),
    overlay: group(['overlay.js']),
    other: group(['other-expose.js']),
  },
  exposes: {
    './app': 'app',
    './game-overlay': 'overlay',
    './lobby-overlay': 'overlay',
    './auth-overlay': 'overlay',
    './other': 'other',
  },
  provides: {},
  fallbacks: { dayjs: 'own', 'antd/es/button': 'box' },
  sizes: {
    'remoteEntry.js': 1000,
    'app.js': 2500,
    'lazy.js': 800,
    'box.js': 600,
    'own-dayjs.js': 2000,
    'overlay.js': 300,
    'other-expose.js': 700,
  },
});

const graphs = (appConsumes: string[], appChildren: string[] = ['lazy', 'box']) => ({
  host_shell: host,
  mfe_lobby: remote(appConsumes, appChildren),
  mfe_games: remote([]),
  mfe_auth: remote([]),
});

const visitorPage: RouteBudget = { path: '/', remote: 'mfe_lobby', antd: false, brotliKb: 30 };

/** A member-window remote: './app' with its pages as lazy parts, the shown one named (webpackChunkName). */
const windowRemote = (pageConsumes: string[]): LoadGraph => ({
  entry: 'entry',
  groups: {
    entry: group(['remoteEntry.js']),
    app: group(['app.js'], ['react'], ['info', 'wallet', 'drawer']),
    info: { name: 'page-Info', ...group(['info.js'], pageConsumes, ['infoForm', 'infoLater']) },
    infoForm: group(['info-form.js'], ['antd/es/button']),
    infoLater: group(['info-later.js'], ['react']),
    wallet: group(['wallet.js'], ['react']),
    drawer: group(['drawer.js'], ['antd/es/button']),
  },
  exposes: { './app': 'app' },
  provides: {},
  fallbacks: {},
  sizes: { 'remoteEntry.js': 1000, 'app.js': 2500, 'info.js': 700, 'info-form.js': 400, 'info-later.js': 50, 'wallet.js': 900, 'drawer.js': 300 },
});

const windowPage: RouteBudget = {
  path: '/user/Info',
  remote: 'mfe_member_center',
  antd: false,
  windowPage: 'page-Info',
  brotliKb: 30,
};

describe('route budget: a member-window page (the bare pop-up layout)', () => {
  it('counts the host, the remote entry, its app and the shown page with its lazy parts without antd; no overlay, no other page', () => {
    const load = routeLoad(windowPage, { ...graphs(['react']), mfe_member_center: windowRemote(['react']) });
    const files = load.files.map((f) => `${f.build} ${f.file}`).sort();
    expect(files).toEqual(
      [
        'host_shell main.js',
        'host_shell boot.js',
        'host_shell later.js',
        'host_shell react.js',
        'host_shell pusher.js',
        'mfe_member_center remoteEntry.js',
        'mfe_member_center app.js',
        'mfe_member_center info.js',
        'mfe_member_center info-later.js',
      ].sort(),
    );
    expect(load.antdOnVisitorPath).toEqual([]);
  });

  it('fails a member-window page whose first view loads antd at once, naming what does', () => {
    const load = routeLoad(windowPage, { ...graphs(['react']), mfe_member_center: windowRemote(['antd/es/button']) });
    expect(load.antdOnVisitorPath).toEqual(['mfe_member_center: page-Info']);
    const verdict = judgeRoute({ ...windowPage, brotliKb: 500 }, load);
    expect(verdict.over).toBe(true);
    expect(verdict.message).toContain('/user/Info is a member-window page but loads antd at once: mfe_member_center: page-Info');
  });

  it('names no page-wide overlay when over its budget, and refuses a page name the app does not have', () => {
    const all = { ...graphs(['react']), mfe_member_center: windowRemote(['react']) };
    const over = judgeRoute({ ...windowPage, brotliKb: 1 }, routeLoad(windowPage, all));
    expect(over.message).toMatch(/^\/user\/Info is over its JavaScript budget: [\d.]+ KB brotli > 1\.0 KB \(host, shared singletons, mfe_member_center, until/);
    expect(() => routeLoad({ ...windowPage, windowPage: 'page-Nope' }, all)).toThrow('has no lazy part named page-Nope');
  });
});

describe('route budget: all of a page JavaScript until it settles', () => {
  it('counts the host entry with its later loads, the shared singletons, the remote entry, app and lazy parts', () => {
    const load = routeLoad(visitorPage, graphs(['react']));
    const files = load.files.map((f) => `${f.build} ${f.file}`).sort();
    expect(files).toEqual(
      [
        'host_shell main.js',
        'host_shell boot.js',
        'host_shell later.js',
        'host_shell react.js',
        'host_shell pusher.js',
        'mfe_lobby remoteEntry.js',
        'mfe_lobby app.js',
        'mfe_lobby lazy.js',
      ].sort(),
    );
    // Each file once, though react is consumed by the host and the remote.
    expect(load.bytes).toBe(3000 + 2000 + 500 + 4000 + 1500 + 1000 + 2500 + 800);
  });

  it("leaves out the entry's other exposes, the page-wide layers and the host's layer that mounts them: a page load alone never fetches them", () => {
    const files = routeLoad(visitorPage, graphs(['react'])).files.map((f) => `${f.build} ${f.file}`);
    expect(files).not.toContain('mfe_lobby other-expose.js');
    expect(files).not.toContain('mfe_lobby overlay.js');
    expect(files.filter((f) => !f.startsWith('host_shell') && !f.startsWith('mfe_lobby'))).toEqual([]);
    expect(files).not.toContain('host_shell overlay-host.js');
    expect(ON_DEMAND_HOST_CHUNKS).toEqual(['overlay-host']);
    expect(PAGE_OVERLAYS).toEqual([]);
    expect(ON_DEMAND_OVERLAYS.map(([r]) => r).sort()).toEqual(['mfe_auth', 'mfe_games', 'mfe_lobby']);
  });

  it("leaves out, on a visitor page, a lazy part that needs antd (a box or toast a click opens), and antd's own files", () => {
    const load = routeLoad(visitorPage, graphs(['react']));
    expect(load.files.map((f) => f.file)).not.toEqual(expect.arrayContaining(['toast.js']));
    expect(load.files.map((f) => f.file)).not.toContain('message.js');
    expect(load.files.map((f) => f.file)).not.toContain('box.js');
    expect(load.antdOnVisitorPath).toEqual([]);
  });

  it('serves a shared module the host lacks from the consumer\u2019s own fallback', () => {
    const load = routeLoad(visitorPage, graphs(['dayjs']));
    expect(load.files.map((f) => `${f.build} ${f.file}`)).toContain('mfe_lobby own-dayjs.js');
  });

  it('fails a visitor page whose first view loads antd at once, naming what does', () => {
    const load = routeLoad(visitorPage, graphs(['antd/es/button']));
    expect(load.antdOnVisitorPath).toEqual(['mfe_lobby: app.js']);
    const verdict = judgeRoute({ ...visitorPage, brotliKb: 500 }, load);
    expect(verdict.over).toBe(true);
    expect(verdict.message).toContain('/ is a visitor page but loads antd at once: mfe_lobby: app.js');
  });

  it("counts the antd of a form page's own area (antd: true), lazy parts included, but not the host's on-demand toasts", () => {
    const load = routeLoad({ ...visitorPage, path: '/register', antd: true }, graphs(['antd/es/button']));
    expect(load.files.map((f) => f.file)).toEqual(expect.arrayContaining(['button.js', 'box.js', 'app.js']));
    expect(load.files.map((f) => f.file)).not.toContain('toast.js');
    expect(load.antdOnVisitorPath).toEqual([]);
  });

  it('passes at the limit and fails one byte over, naming the figure, the budget and the largest files', () => {
    const load = routeLoad(visitorPage, graphs(['react']));
    expect(judgeRoute({ ...visitorPage, brotliKb: load.bytes / 1024 }, load).over).toBe(false);
    const over = judgeRoute({ ...visitorPage, brotliKb: (load.bytes - 1) / 1024 }, load);
    expect(over.over).toBe(true);
    expect(over.message).toMatch(
      /^\/ is over its JavaScript budget: 14\.9 KB brotli > 14\.9 KB \(host, shared singletons, mfe_lobby/,
    );
    expect(over.message).toContain('largest: host_shell react.js 3.9 KB, host_shell main.js 2.9 KB');
  });

  it('names each expose group as the federation plugin does', () => {
    expect(exposeNameOf('__federation_expose_game_overlay', ['./app', './game-overlay'])).toBe(
      './game-overlay',
    );
    expect(exposeNameOf('__federation_expose_app', ['./app', './game-overlay'])).toBe('./app');
    expect(exposeNameOf('bootstrap', ['./app'])).toBeUndefined();
  });
});
