import type { Chunk, ChunkGroup, Compilation, Module } from '@rspack/core';

/** "consume shared module (default) react@19.3.1 (strict) ..." or "provide shared module (default) antd/es/button@6.6.8 = ...". */
const SHARED_MODULE = /^(consume|provide) shared module \(([^)]+)\) (.+?)@/;

/** One chunk group of a build: what loading it fetches and what it needs next. */
export interface LoadGroup {
  /** Its name, when it has one (an entry, an expose, a webpackChunkName). */
  name?: string;
  /** The JavaScript files of its chunks. */
  files: string[];
  /** Shared modules its chunks consume: the share scope's provider (the host) serves them before the group runs. */
  consumes: string[];
  /** Groups it loads later, on a dynamic import (never a shared module's own group: those are reached by key). */
  children: string[];
}

/**
 * What a browser build's chunk graph says about loading it: the groups, the entry's, each expose's, each shared
 * module's provided and fallback group, and the brotli size of every JavaScript file. Written next to the build
 * (load-graph.json); the route budgets (route-budget.ts) add up a page from the host's and the remotes' graphs.
 */
export interface LoadGraph {
  groups: Record<string, LoadGroup>;
  /** The entry's group: the host's main, a remote's remoteEntry. */
  entry: string;
  /** Expose key ('./app') to its group. */
  exposes: Record<string, string>;
  /** Shared key to the group of the build's own provided copy. */
  provides: Record<string, string>;
  /** Shared key to the group of the consume's fallback (used only when no provider has it). */
  fallbacks: Record<string, string>;
  /** Brotli-compressed bytes of each JavaScript file. */
  sizes: Record<string, number>;
}

/** A group's identity: its chunks (the napi objects of one group are not always the same JavaScript object). */
const keyOf = (group: ChunkGroup): string =>
  group.chunks
    .map((c: Chunk) => String(c.id ?? c.name ?? ''))
    .sort()
    .join('+');

/** The expose key of a federation expose chunk group (`__federation_expose_game_overlay` -> './game-overlay'). */
export function exposeNameOf(groupName: string, exposes: readonly string[]): string | undefined {
  const flat = groupName.replace(/^__federation_expose_/, '');
  return exposes.find((e) => e.replace(/^\.\//, '').replace(/\W/g, '_') === flat);
}

/** The load graph of a compilation (after its chunks are sealed); `size` measures a file. */
export function loadGraphOf(
  compilation: Compilation,
  opts: { entry: string; exposes: readonly string[]; size: (file: string) => number },
): LoadGraph {
  const graph: LoadGraph = { groups: {}, entry: '', exposes: {}, provides: {}, fallbacks: {}, sizes: {} };
  const sharedGroups = new Set<string>();
  const blockGroups = (module: Module): ChunkGroup[] =>
    module.blocks
      .map((b) => compilation.chunkGraph.getBlockChunkGroup(b))
      .filter((g): g is ChunkGroup => g !== null);
  for (const module of compilation.modules) {
    const m = SHARED_MODULE.exec(module.identifier());
    if (!m?.[3]) continue;
    for (const group of blockGroups(module)) {
      sharedGroups.add(keyOf(group));
      (m[1] === 'provide' ? graph.provides : graph.fallbacks)[m[3]] = keyOf(group);
    }
  }
  for (const group of compilation.chunkGroups) {
    const key = keyOf(group);
    const files = group.getFiles().filter((f) => f.endsWith('.js'));
    const consumes = new Set<string>();
    for (const chunk of group.chunks)
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        const m = SHARED_MODULE.exec(module.identifier());
        if (m?.[1] === 'consume' && m[3]) consumes.add(m[3]);
      }
    const children = group.childrenIterable.map(keyOf).filter((k) => !sharedGroups.has(k));
    graph.groups[key] = {
      ...(group.name ? { name: group.name } : {}),
      files: files.sort(),
      consumes: [...consumes].sort(),
      children: [...new Set(children)].sort(),
    };
    for (const file of files) graph.sizes[file] ??= opts.size(file);
    if (group.name === opts.entry) graph.entry = key;
    const expose = group.name ? exposeNameOf(group.name, opts.exposes) : undefined;
    if (expose) graph.exposes[expose] = key;
  }
  if (!graph.entry) throw new Error(`no chunk group named '${opts.entry}' (the build's entry)`);
  const missing = opts.exposes.filter((e) => !graph.exposes[e]);
  if (missing.length) throw new Error(`no chunk group for expose ${missing.join(', ')}`);
  return graph;
}

const isAntdKey = (key: string): boolean => key === 'antd' || key.startsWith('antd/');

/** The files of `starts` and of everything they import later and consume (antd's components only when `antd`). */
function reachableFiles(graph: LoadGraph, starts: string[], antd: boolean): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const queue = [...starts];
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    const group = graph.groups[key];
    if (!group || seen.has(key)) continue;
    seen.add(key);
    for (const file of group.files) files.add(file);
    queue.push(...group.children);
    for (const shared of group.consumes) {
      const provided = graph.provides[shared] ?? graph.fallbacks[shared];
      if (provided && (antd || !isAntdKey(shared))) queue.push(provided);
    }
  }
  return files;
}

/**
 * The files of a provider's build that only antd's components need: loaded when a box, a form or the member
 * window asks for them, never by a visitor's page. The host's service worker leaves them out of its precache.
 */
export function antdOnlyFiles(graph: LoadGraph): string[] {
  const provided = Object.entries(graph.provides);
  const antd = reachableFiles(graph, provided.filter(([k]) => isAntdKey(k)).map(([, g]) => g), true);
  const rest = reachableFiles(graph, [graph.entry, ...provided.filter(([k]) => !isAntdKey(k)).map(([, g]) => g)], false);
  return [...antd].filter((f) => !rest.has(f)).sort();
}
