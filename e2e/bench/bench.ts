/**
 * The bench: one runner, one scenario a run. Each scenario starts what it measures on its port block, measures
 * it, stops it and writes its report (<report>.json and .md beside this file, or in BENCH_OUT_DIR).
 *
 *   pnpm --filter @mfp/e2e bench <scenario>              measure, write the report
 *   pnpm --filter @mfp/e2e bench <scenario> --from-json  the markdown again from the saved figures, nothing run
 *
 * Figures, not assertions: a scenario that misses a target still writes its report and exits 0.
 */
import { chooseScenario, type Scenario } from './harness/scenario';
import { readSaved, writeMarkdown, writeReport } from './harness/report-files';
import { clusterLoad } from './scenarios/cluster-load';
import { firstView } from './scenarios/first-view';
import { lighthouse } from './scenarios/lighthouse';
import { pages } from './scenarios/pages';
import { taps } from './scenarios/taps';
import { throughput } from './scenarios/throughput';

const SCENARIOS: Scenario[] = [pages, firstView, lighthouse, throughput, clusterLoad, taps];

async function main(): Promise<number> {
  const choice = chooseScenario(
    SCENARIOS.map((s) => s.name),
    process.argv.slice(2),
  );
  if ('error' in choice) {
    console.error(
      [
        `bench: ${choice.error}`,
        'usage: bench <scenario> [--from-json]',
        ...SCENARIOS.map((s) => `  ${s.name.padEnd(13)}${s.summary}`),
      ].join('\n'),
    );
    return 2;
  }
  const scenario = SCENARIOS.find((s) => s.name === choice.name)!;
  const log = (...xs: unknown[]) =>
    console.error(`[bench ${scenario.name} ${new Date().toISOString().slice(11, 19)}]`, ...xs);
  if (choice.fromJson) {
    const { md } = scenario.render(scenario.fromSaved(readSaved(scenario.report)));
    console.log(writeMarkdown(scenario.report, md, scenario.findings));
    return 0;
  }
  const { json, md } = scenario.render(await scenario.measure(log));
  console.log(writeReport(scenario.report, json, md, scenario.findings));
  return 0;
}

// Exit when done: a load generator or a browser's helper can keep the event loop alive after the report.
main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
