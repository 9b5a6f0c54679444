import { brotliCompressSync, constants } from 'node:zlib';
import type { Compilation, Compiler } from '@rspack/core';
import { budgetFiles, judgeBudget, type JsBudget, type ManifestForBudget } from './js-budget.ts';

export const JS_BUDGET_PLUGIN = 'MfpJsBudgetPlugin';
const NAME = JS_BUDGET_PLUGIN;

const brotliSize = (body: Buffer): number =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    .length;

/** Fails a remote's production build when its first-view JavaScript is over the budget it declares. */
export class JsBudgetPlugin {
  /** Named so the federation plugin can keep it out of its shared tree-shaking compilers. */
  readonly name = NAME;

  constructor(
    private readonly remote: string,
    private readonly budget: JsBudget,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation manifest is emitted (it is written at an earlier stage).
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifestAsset = compilation.getAsset('mf-manifest.json');
          if (!manifestAsset) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${NAME}: no mf-manifest.json to measure`));
            return;
          }
          const manifest = JSON.parse(manifestAsset.source.source().toString()) as ManifestForBudget;
          const sizes: Record<string, number> = {};
          try {
            for (const file of budgetFiles(manifest, this.budget)) {
              const asset = compilation.getAsset(file);
              if (!asset) throw new Error(`${file} is in the manifest but not among the built assets`);
              const body = asset.source.source();
              sizes[file] = brotliSize(Buffer.isBuffer(body) ? body : Buffer.from(body));
            }
          } catch (e) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${NAME}: ${(e as Error).message}`));
            return;
          }
          const verdict = judgeBudget(this.remote, this.budget, sizes);
          if (verdict.over) compilation.errors.push(new compiler.webpack.WebpackError(verdict.message));
          else console.log(verdict.message);
        },
      );
    });
  }
}
