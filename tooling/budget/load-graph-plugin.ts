import { brotliCompressSync, constants } from 'node:zlib';
import type { Compilation, Compiler } from '@rspack/core';
import { loadGraphOf } from './load-graph.ts';

export const LOAD_GRAPH_PLUGIN = 'MfpLoadGraphPlugin';
/** Written beside the build's files; the route budgets read it (tooling/budget/check-route-budgets.ts). */
export const LOAD_GRAPH_FILE = 'load-graph.json';

export const brotliSize = (body: Buffer): number =>
  brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }).length;

/** Writes the build's load graph (load-graph.ts): its chunk groups, exposes, shared modules and compressed sizes. */
export class LoadGraphPlugin {
  /** Named so the federation plugin can keep it out of its shared tree-shaking compilers. */
  readonly name = LOAD_GRAPH_PLUGIN;

  constructor(private readonly opts: { entry: string; exposes: readonly string[] }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(LOAD_GRAPH_PLUGIN, (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        { name: LOAD_GRAPH_PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          try {
            const graph = loadGraphOf(compilation, {
              ...this.opts,
              size: (file) => {
                const body = compilation.getAsset(file)?.source.source();
                if (body === undefined)
                  throw new Error(`${file} is in the chunk graph but not among the built assets`);
                return brotliSize(Buffer.isBuffer(body) ? body : Buffer.from(body));
              },
            });
            compilation.emitAsset(
              LOAD_GRAPH_FILE,
              new compiler.webpack.sources.RawSource(JSON.stringify(graph, null, 1)),
            );
          } catch (e) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(`${LOAD_GRAPH_PLUGIN}: ${(e as Error).message}`),
            );
          }
        },
      );
    });
  }
}
