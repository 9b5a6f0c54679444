/**
 * antd 6's zeroRuntime (styles from the extracted antd.css, no CSS-in-JS at render) against the current
 * runtime styles, on the member window's antd surfaces (tooling/antd-zero-runtime/surface.tsx: the profile
 * table, a tag, the password form with its buttons, in the site theme). Both are built here with the site's
 * build rule (per-component antd imports), served from one origin and loaded alternately in one run at 4x CPU:
 * the figures are compared as ratios, the machine being shared. Prints JSON; writes nothing else.
 *
 *   node ../node_modules/tsx/dist/cli.mjs bench/antd-zero-runtime.ts   (from e2e/; ZR_RUNS=8, ZR_PORT=3590)
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from '@playwright/test';
import { loadAverage } from './harness/machine';
import { median } from './harness/stats';

const root = join(import.meta.dirname, '..', '..');
const toolingRequire = createRequire(join(root, 'tooling', 'package.json'));
const RUNS = Number(process.env.ZR_RUNS ?? 8);
const PORT = Number(process.env.ZR_PORT ?? 3590);
const OUT = join('/tmp', `mfp-antd-zero-runtime-${process.pid}`);
type Variant = 'runtime' | 'zeroRuntime';
const VARIANTS: Variant[] = ['runtime', 'zeroRuntime'];

declare global {
  interface Window {
    /** Set by the surfaces page on its first frame. */
    rendered?: number;
  }
}

/** The site's TypeScript/JSX rule (tooling/build-rules.ts swcRule), without its antd import rewrite: tree shaking does the same here. */
const SWC_RULE = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules[\\/](?!\.pnpm)/,
  loader: 'builtin:swc-loader',
  options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } },
  type: 'javascript/auto',
};

interface Compiler {
  run(done: (err: Error | null, stats?: { hasErrors(): boolean; toString(): string }) => void): void;
}
type Rspack = ((options: Record<string, unknown>) => Compiler) & {
  DefinePlugin: new (defines: Record<string, string>) => unknown;
};

async function build(variant: Variant): Promise<void> {
  // The build tool of the tooling package (the e2e package has none of its own); only what is used here is typed.
  const { rspack } = toolingRequire('@rspack/core') as { rspack: Rspack };
  const dir = join(OUT, variant);
  const compiler = rspack({
    mode: 'production',
    target: 'web',
    context: root,
    entry: join(root, 'tooling', 'antd-zero-runtime', 'surface.tsx'),
    output: { path: dir, filename: 'app.js', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'], modules: [join(root, 'tooling', 'node_modules'), 'node_modules'] },
    module: { rules: [SWC_RULE] },
    optimization: { splitChunks: false },
    plugins: [
      new rspack.DefinePlugin({ ZERO_RUNTIME: JSON.stringify(variant === 'zeroRuntime'), 'process.env.NODE_ENV': '"production"' }),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((err: Error | null, stats?: { hasErrors(): boolean; toString(): string }) =>
      err || stats?.hasErrors() ? reject(err ?? new Error(stats?.toString())) : resolve(),
    ),
  );
  const css = variant === 'zeroRuntime' ? '<link rel="stylesheet" href="antd.css">' : '';
  if (variant === 'zeroRuntime') copyFileSync(toolingRequire.resolve('antd/dist/antd.css'), join(dir, 'antd.css'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8">${css}</head><body style="margin:0;background:#0b1f16"><div id="root"></div><script src="app.js"></script></body></html>`,
  );
}

const brotli = (file: string) =>
  brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function serve(): Promise<() => void> {
  const server = createServer((req, res) => {
    const [, variant, file] = /^\/(runtime|zeroRuntime)\/([\w.]*)$/.exec(req.url ?? '') ?? [];
    if (!variant) return void res.writeHead(404).end();
    const name = file || 'index.html';
    if (!readdirSync(join(OUT, variant)).includes(name)) return void res.writeHead(404).end();
    const type = name.endsWith('.js') ? 'text/javascript' : name.endsWith('.css') ? 'text/css' : 'text/html';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(readFileSync(join(OUT, variant, name)));
  });
  return new Promise((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(() => server.close())));
}

interface Sample {
  /** Main-thread task time of the load (Chrome's TaskDuration), ms. */
  task: number;
  /** Of which script execution, ms. */
  script: number;
  /** Style recalculation and layout, ms. */
  style: number;
  /** From navigation start to the surfaces' first frame, ms. */
  rendered: number;
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const v of VARIANTS) await build(v);
  const bytes = Object.fromEntries(
    VARIANTS.map((v) => [
      v,
      {
        jsBrotli: brotli(join(OUT, v, 'app.js')),
        cssBrotli: v === 'zeroRuntime' ? brotli(join(OUT, v, 'antd.css')) : 0,
      },
    ]),
  ) as Record<Variant, { jsBrotli: number; cssBrotli: number }>;
  const stop = await serve();
  const loadStart = loadAverage();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const samples: Record<Variant, Sample[]> = { runtime: [], zeroRuntime: [] };
  try {
    for (let i = 0; i < RUNS; i++)
      for (const v of i % 2 ? [...VARIANTS].reverse() : VARIANTS) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Performance.enable');
        await page.goto(`http://127.0.0.1:${PORT}/${v}/`);
        const rendered = await page.waitForFunction(() => window.rendered).then((h) => h.jsonValue() as Promise<number>);
        const { metrics } = await cdp.send('Performance.getMetrics');
        const m = (name: string) => (metrics.find((x) => x.name === name)?.value ?? NaN) * 1000;
        samples[v].push({
          task: m('TaskDuration'),
          script: m('ScriptDuration'),
          style: m('RecalcStyleDuration') + m('LayoutDuration'),
          rendered,
        });
        if (i === 0) await page.screenshot({ path: join(OUT, `${v}.png`), fullPage: true });
        await context.close();
      }
  } finally {
    await browser.close();
    stop();
  }
  const med = (v: Variant, k: keyof Sample) => median(samples[v].map((s) => s[k])) ?? NaN;
  const keys: (keyof Sample)[] = ['task', 'script', 'style', 'rendered'];
  const medians = Object.fromEntries(VARIANTS.map((v) => [v, Object.fromEntries(keys.map((k) => [k, Math.round(med(v, k))]))]));
  const ratios = Object.fromEntries(keys.map((k) => [k, Number((med('zeroRuntime', k) / med('runtime', k)).toFixed(2))]));
  console.log(JSON.stringify({ runs: RUNS, loadStart, loadEnd: loadAverage(), bytes, medians, ratios, screenshots: OUT }, null, 2));
}

await main();
