/**
 * Rebuilds report.md (and report.json) from the figures of the last run in report.json, after a change
 * to findings.md or to the report's wording: no page is loaded again.
 *
 *   npx tsx bench/rewrite-report.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildReport, writeReport, type BuildTimes, type Cell, type Machine } from './report';

const last = JSON.parse(readFileSync(join(import.meta.dirname, 'report.json'), 'utf8')) as {
  machine: Machine;
  builds: BuildTimes | null;
  rows: (Cell & Record<string, unknown>)[];
  failures: string[];
  raw: unknown;
};
const cells: Cell[] = last.rows.map(({ profile, scenario, label, metric, federated, monolith, samples }) => ({
  profile,
  scenario,
  label,
  metric,
  federated,
  monolith,
  samples,
}));
const { json, md } = buildReport(last.machine, last.builds, cells, last.failures, last.raw);
writeReport(json, md);
console.log(`report.md rebuilt from the run of ${last.machine.date} (commit ${last.machine.commit})`);
