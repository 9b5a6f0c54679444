import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Config, Flags, RunnerResult } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { waitFor } from './harness/sites';

export type Preset = 'mobile' | 'desktop';

/** What the report keeps of one Lighthouse run. */
export interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Compressed bytes of every script the page loaded (Lighthouse's resource summary). */
  jsBytes: number;
  /** The three longest main-thread tasks: duration (ms, simulated 4x CPU on mobile) and the script they ran. */
  longTasks: { ms: number; url: string }[];
}

/** A headless Debian Chromium for Lighthouse to drive, on its own debugging port and profile. */
export async function launchChromium(
  port: number,
): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'mfp-lh-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so that stopping it stops its renderers and helpers too.
    { stdio: 'ignore', detached: true },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, 30_000);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    stop: async () => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
      } catch {
        // A helper still writing its last file: the profile is left in the temp folder.
      }
    },
  };
}

const numeric = (r: RunnerResult, id: string): number => r.lhr.audits[id]?.numericValue ?? NaN;

interface Items<T> {
  items?: T[];
}

/** The figures of one run's result. */
export function figuresOf(r: RunnerResult): LighthouseFigures {
  const summary =
    (
      r.lhr.audits['resource-summary']?.details as
        Items<{ resourceType: string; transferSize: number }> | undefined
    )?.items ?? [];
  const tasks =
    (r.lhr.audits['long-tasks']?.details as Items<{ url: string; duration: number }> | undefined)?.items ??
    [];
  return {
    score: Math.round((r.lhr.categories.performance?.score ?? NaN) * 100),
    lcp: numeric(r, 'largest-contentful-paint'),
    tbt: numeric(r, 'total-blocking-time'),
    cls: numeric(r, 'cumulative-layout-shift'),
    jsBytes: summary.find((i) => i.resourceType === 'script')?.transferSize ?? NaN,
    longTasks: [...tasks]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((t) => ({ ms: Math.round(t.duration), url: t.url.replace(/^https?:\/\/[^/]+/, '') })),
  };
}

/**
 * One Lighthouse performance run of `url` in the Chromium on `port`: the mobile preset (Lighthouse's default,
 * simulated throttling, as PageSpeed Insights reports it) or the desktop preset. `keepStorage` keeps the
 * browser's storage (a member's session); the HTTP cache is cleared by the caller then.
 */
export async function runLighthouse(
  url: string,
  port: number,
  preset: Preset,
  keepStorage = false,
): Promise<LighthouseFigures> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  };
  const config: Config | undefined = preset === 'desktop' ? (desktopConfig as Config) : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return figuresOf(result);
}
