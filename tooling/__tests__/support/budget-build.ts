// Runs a tiny rspack build with JsBudgetPlugin and prints its errors as JSON (jest cannot load the ESM-only
// @rspack/core, so js-budget-plugin.test.ts runs this in a child process). Argument: the budget in KB.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { JsBudgetPlugin } from '../../budget/js-budget-plugin.ts';

const noisy = Array.from({ length: 4000 }, (_, i) => `export const v${i} = ${(i * 7919) % 104729};`).join('\n');

/** Stands in for the federation plugin's output: an entry and the manifest naming main.js as the expose's chunk. */
class FakeFederationAssets {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('FakeFederationAssets', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FakeFederationAssets', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const manifest = {
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [{ name: 'app', path: './app', assets: { js: { sync: ['main.js'], async: [] } } }],
        };
        compilation.emitAsset('remoteEntry.js', new rspack.sources.RawSource('console.log(1)'));
        compilation.emitAsset('mf-manifest.json', new rspack.sources.RawSource(JSON.stringify(manifest)));
      });
    });
  }
}

const dir = mkdtempSync(join(tmpdir(), 'mfp-budget-'));
writeFileSync(join(dir, 'index.js'), noisy);
const compiler = rspack({
  mode: 'none',
  context: dir,
  entry: { main: './index.js' },
  output: { path: join(dir, 'dist') },
  plugins: [new FakeFederationAssets(), new JsBudgetPlugin('mfe_fake', { firstView: '/', exposes: ['./app'], brotliKb: Number(process.argv[2]) })],
});
compiler.run((err, stats) => {
  if (err || !stats) throw err ?? new Error('no stats');
  const errors = stats.toJson({ errors: true }).errors?.map((e) => e.message) ?? [];
  compiler.close(() => process.stdout.write(`${JSON.stringify({ errors, hasErrors: stats.hasErrors() })}\n`));
});
