import type { LoadGraph } from './load-graph.ts';

/** A public route's budget for all the JavaScript its page loads until it settles. */
export interface RouteBudget {
  /** The page (e.g. '/gameHall/3'). */
  path: string;
  /** The remote whose './app' renders the page's area. */
  remote: string;
  /**
   * Whether the page's own area is an antd form (/register): its './app' then counts with the antd it loads.
   * Elsewhere (a visitor page's area, the host, the overlays) a lazy part that needs antd (a box, a toast) is
   * on demand and left out, and antd in what loads at once fails the check: no antd on a visitor's path.
   */
  antd: boolean;
  /** Brotli-compressed kilobytes (1 KB = 1024 bytes), host, shared singletons and remotes together. */
  brotliKb: number;
  /**
   * A page of the member window (the remote's './app' rendered in the host's bare layout): the chunk name
   * (webpackChunkName) of the lazy page './app' shows at `path`. The window mounts no page-wide overlay
   * (each comes when a box of its own is asked for), and of './app''s lazy parts only that page loads; with
   * `antd: false` its first view is drawn without antd, which loads with a form or another page.
   */
  windowPage?: string;
}

/** A remote's page-wide layer the host loads on every page that is not bare, with no one using the page. */
export const PAGE_OVERLAYS: readonly (readonly [remote: string, expose: string])[] = [];

/**
 * The page-wide layers the host loads only once the visitor starts using the page or asks for one of their boxes
 * (host-shell/src/overlays/overlay-host.tsx: the play flow, the login box, the lobby's boxes): a page load alone
 * never fetches them, so they are not counted.
 */
export const ON_DEMAND_OVERLAYS: readonly (readonly [remote: string, expose: string])[] = [
  ['mfe_games', './game-overlay'],
  ['mfe_lobby', './lobby-overlay'],
  ['mfe_auth', './auth-overlay'],
];

/**
 * The host's lazy chunks (by name) that a page load alone never fetches: the layer that mounts the overlays comes
 * once something may need one (host-shell/src/overlays/overlays-wanted.ts).
 */
export const ON_DEMAND_HOST_CHUNKS: readonly string[] = ['overlay-host'];

/** A counted file: which build it is from, and its compressed size. */
export interface CountedFile {
  build: string;
  file: string;
  bytes: number;
}

export interface RouteLoad {
  files: CountedFile[];
  bytes: number;
  /** Groups that load at once and consume antd on a page without it (each "build: group name or files"). */
  antdOnVisitorPath: string[];
}

/** The page's kind, for the messages. */
const kindOf = (route: RouteBudget): string => (route.windowPage ? 'a member-window page' : 'a visitor page');

const isAntd = (key: string): boolean => key === 'antd' || key.startsWith('antd/');

/**
 * Everything the page of `route` loads until it settles, from the builds' load graphs: the host's entry with
 * everything it imports later (boot, overlays host, sockets, idle-time loads), the route's remote entry and
 * './app' (not the entry's other exposes), each page-wide overlay (none in the member window), and every shared
 * module any of them consumes, served by the host (the provider of every singleton, 'loaded-first') or, when the
 * host lacks one, by the consumer's own fallback.
 * Lazy parts count too (they load while the page settles), except, on a visitor page, a lazy part that needs
 * antd: that is a box or a toast a click opens.
 */
export function routeLoad(
  route: RouteBudget,
  graphs: Record<string, LoadGraph>,
  host = 'host_shell',
): RouteLoad {
  const hostGraph = graphs[host];
  if (!hostGraph) throw new Error(`no load graph of the host (${host})`);
  const counted = new Map<string, CountedFile>();
  const seen = new Set<string>();
  const antdOnVisitorPath: string[] = [];
  // `form`: below the route's own './app' of a form page, where antd is the page itself. `onlyChild`: of the
  // group's lazy parts, only the one of that name loads, at once (the member window's page).
  const visit = (build: string, key: string, atOnce: boolean, form: boolean, onlyChild?: string): void => {
    const graph = graphs[build];
    const group = graph?.groups[key];
    if (!graph || !group) throw new Error(`${build} has no chunk group ${key}`);
    if (seen.has(`${build}:${key}`)) return;
    if (build === host && group.name && ON_DEMAND_HOST_CHUNKS.includes(group.name)) return;
    if (!form && group.consumes.some(isAntd)) {
      if (!atOnce) return;
      antdOnVisitorPath.push(`${build}: ${group.name ?? group.files.join(', ')}`);
    }
    seen.add(`${build}:${key}`);
    for (const file of group.files)
      counted.set(`${build}:${file}`, { build, file, bytes: graph.sizes[file] ?? 0 });
    for (const shared of group.consumes) {
      const provided = hostGraph.provides[shared];
      if (provided) visit(host, provided, atOnce, form);
      else if (graph.fallbacks[shared]) visit(build, graph.fallbacks[shared], atOnce, form);
    }
    // A remote's entry lists its exposes as children, yet loads one only when the host asks for it: the page's
    // './app' and the overlays are visited by name below, the other exposes stay out.
    const exposed = new Set(Object.values(graph.exposes));
    const children = group.children.filter((child) => key !== graph.entry || !exposed.has(child));
    if (onlyChild === undefined) for (const child of children) visit(build, child, false, form);
    else {
      const page = children.find((child) => graph.groups[child]?.name === onlyChild);
      if (!page) throw new Error(`${build} ${group.name ?? key} has no lazy part named ${onlyChild}`);
      visit(build, page, atOnce, form);
    }
  };
  const expose = (remote: string, name: string): [LoadGraph, string] => {
    const graph = graphs[remote];
    if (!graph) throw new Error(`no load graph of ${remote}`);
    const exposed = graph.exposes[name];
    if (!exposed) throw new Error(`${remote} does not expose ${name}`);
    return [graph, exposed];
  };
  // The page's own area first: on a form page its antd is counted there, not skipped by an overlay on the way.
  const [appGraph, app] = expose(route.remote, './app');
  visit(route.remote, appGraph.entry, true, false);
  visit(route.remote, app, true, route.antd, route.windowPage);
  visit(host, hostGraph.entry, true, false);
  // The member window is bare: its overlays come only with a box of theirs.
  for (const [remote, name] of route.windowPage ? [] : PAGE_OVERLAYS) {
    const [graph, exposed] = expose(remote, name);
    visit(remote, graph.entry, true, false);
    visit(remote, exposed, true, false);
  }
  const files = [...counted.values()].sort((a, b) => b.bytes - a.bytes);
  return { files, bytes: files.reduce((sum, f) => sum + f.bytes, 0), antdOnVisitorPath };
}

export interface RouteVerdict {
  over: boolean;
  message: string;
}

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

/** Over the budget, or antd on a visitor page: the message names the figure, the budget and the largest files. */
export function judgeRoute(route: RouteBudget, load: RouteLoad): RouteVerdict {
  const limit = Math.round(route.brotliKb * 1024);
  const largest = load.files
    .slice(0, 5)
    .map((f) => `${f.build} ${f.file} ${kb(f.bytes)}`)
    .join(', ');
  const problems: string[] = [];
  if (load.bytes > limit)
    problems.push(
      `${route.path} is over its JavaScript budget: ${kb(load.bytes)} brotli > ${kb(limit)} ` +
        `(host, shared singletons, ${route.remote}${route.windowPage ? '' : ' and the page-wide overlays it loads at once'}, until the page settles; largest: ${largest}).`,
    );
  if (load.antdOnVisitorPath.length)
    problems.push(
      `${route.path} is ${kindOf(route)} but loads antd at once: ${load.antdOnVisitorPath.join('; ')}.`,
    );
  return problems.length
    ? { over: true, message: problems.join(' ') }
    : {
        over: false,
        message: `${route.path}: ${kb(load.bytes)} brotli of ${kb(limit)} budget (${load.files.length} files)`,
      };
}
