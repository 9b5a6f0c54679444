import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from '@rspack/core';

const NAME = 'MfpBootPreloadPlugin';

/** 'default react' from "consume shared module (default) react@19.3.1 (strict) ..." or "provide shared module ...". */
const SHARED_MODULE = /^(consume|provide) shared module \(([^)]+)\) (.+?)@/;

/**
 * The files a named async chunk group needs before it can run: its own chunks, and, for every shared
 * singleton a consume-shared module in them takes, the chunks of the build's own provided copy (the
 * host provides every singleton, and 'loaded-first' picks it) — recursively, since a shared package
 * takes others in turn. Lazy imports of the group (routes, overlays) are not followed.
 */
export function bootFiles(compilation: Compilation, groupName: string): string[] {
  const start = compilation.namedChunkGroups.get(groupName);
  if (!start) throw new Error(`${NAME}: no chunk group named '${groupName}' (import it with webpackChunkName)`);
  const provided = new Map<string, Module>();
  for (const module of compilation.modules) {
    const m = SHARED_MODULE.exec(module.identifier());
    if (m?.[1] === 'provide') provided.set(`${m[2]} ${m[3]}`, module);
  }
  const files = new Set<string>();
  const seenGroups = new Set<ChunkGroup>();
  const seenChunks = new Set<Chunk>();
  const visit = (group: ChunkGroup): void => {
    if (seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      if (seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      for (const file of chunk.files) files.add(file);
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        const m = SHARED_MODULE.exec(module.identifier());
        if (m?.[1] !== 'consume') continue;
        // The provided copy when there is one; the consume's own fallback otherwise.
        const source = provided.get(`${m[2]} ${m[3]}`) ?? module;
        for (const block of source.blocks) {
          const group = compilation.chunkGraph.getBlockChunkGroup(block);
          if (group) visit(group);
        }
      }
    }
  };
  visit(start);
  return [...files].filter((f) => /\.(js|css)$/.test(f)).sort();
}

/**
 * Names the boot chunks in index.html as preloads. Without them the browser finds them only once
 * main.js has downloaded and run: on a slow phone that is one round trip plus the runtime's own
 * evaluation (about 0.6 s under the Lighthouse mobile profile) before the host's code even starts
 * downloading.
 */
export class BootPreloadPlugin {
  /**
   * @param groupName the async chunk group main.js imports (webpackChunkName)
   * @param fetches URLs main.js fetches first (the site config): preloaded ahead of the chunks
   */
  constructor(
    private readonly groupName: string,
    private readonly fetches: string[] = [],
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compiler.rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const links = bootFiles(compilation, this.groupName).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${data.publicPath}${file}`,
            fetchpriority: 'low',
          },
        }));
        // main.js starts the config and manifest requests: it goes first and ahead of the preloads.
        for (const tag of data.headTags)
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        // fetch() in default mode takes these: same URL, cors mode and same-origin credentials.
        const fetchLinks = this.fetches.map((href) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href },
        }));
        data.headTags.push(...fetchLinks, ...links);
        return data;
      });
    });
  }
}
