// The closing summary of the test command: the wall time of each step, the slowest Playwright tests and jest
// suites, every test that passed only on a retry, every test that failed (by name, since the runners' own output of a
// long run is often cut where a reader sees it), then one line over every runner: 'N passed, N failed'.
import { existsSync, readFileSync } from 'node:fs';

// The step times file (test-all.sh), the jest report, then one Playwright report per run (site, cluster).
const [stepsFile, jestFile, ...pwFiles] = process.argv.slice(2);
const readJson = (file) => (file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const clock = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
const SLOWEST = 15;

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

if (stepsFile && existsSync(stepsFile)) {
  const steps = readFileSync(stepsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .map(([name, ms]) => ({ name, ms: Number(ms) }));
  const total = steps.reduce((n, s) => n + s.ms, 0);
  console.log('\nstep times (wall clock):');
  for (const s of steps) console.log(`  ${s.name.padEnd(28)} ${clock(s.ms).padStart(12)}  ${((100 * s.ms) / total).toFixed(0).padStart(3)}%`);
  console.log(`  ${'total'.padEnd(28)} ${clock(total).padStart(12)}`);
}

const jest = readJson(jestFile);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
  skipped += jest.numPendingTests + (jest.numTodoTests ?? 0);
  for (const r of jest.testResults) {
    const file = r.name.replace(`${process.cwd()}/`, '');
    const tests = (r.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of tests) failures.push(`[jest] ${file} › ${a.fullName}`);
    if (tests.length === 0 && r.status === 'failed') failures.push(`[jest] ${file}: ${String(r.message ?? '').split('\n')[0]}`);
  }
  const suites = jest.testResults
    .map((r) => ({ name: r.name.replace(`${process.cwd()}/`, ''), ms: (r.perfStats?.runtime ?? r.endTime - r.startTime) || 0 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST);
  console.log(`\nthe ${SLOWEST} slowest jest suites:`);
  for (const s of suites) console.log(`  ${seconds(s.ms).padStart(8)}  ${s.name}`);
}

/** Every test of a Playwright JSON report, with its project, title, final status, attempts and time. */
function* playwrightTests(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests ?? []) {
      const results = t.results ?? [];
      yield {
        name: `[${t.projectName}] ${[...here, spec.title].join(' › ')}`,
        status: t.status,
        attempts: results.length,
        last: results.at(-1)?.duration ?? 0,
        ms: results.reduce((n, r) => n + (r.duration ?? 0), 0),
      };
    }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, here);
}

const pwTests = [];
for (const file of pwFiles) {
  const report = readJson(file);
  if (!report) continue;
  passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
  failed += report.stats?.unexpected ?? 0;
  skipped += report.stats?.skipped ?? 0;
  for (const suite of report.suites ?? []) pwTests.push(...playwrightTests(suite));
}
if (pwTests.length > 0) {
  console.log(`\nthe ${SLOWEST} slowest Playwright tests (every attempt counted):`);
  for (const t of [...pwTests].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) console.log(`  ${seconds(t.ms).padStart(8)}  ${t.name}`);
  const flaky = pwTests.filter((t) => t.status === 'flaky');
  console.log(`\npassed only on a retry: ${flaky.length === 0 ? 'none' : ''}`);
  for (const t of flaky) console.log(`  ${t.name} (${t.attempts} attempts)`);
  for (const t of pwTests) if (t.status === 'unexpected') failures.push(`${t.name} (${t.attempts} attempts)`);
}
if (failures.length > 0) {
  console.log('\nfailed:');
  for (const f of failures) console.log(`  ${f}`);
}

const coverage = 'coverage/coverage-summary.json';
if (existsSync(coverage)) {
  const files = Object.entries(JSON.parse(readFileSync(coverage, 'utf8'))).filter(([f]) => f.includes('/shared/src/'));
  const covered = files.reduce((n, [, v]) => n + v.lines.covered, 0);
  const total = files.reduce((n, [, v]) => n + v.lines.total, 0);
  if (total) console.log(`\nshared/ line coverage: ${((100 * covered) / total).toFixed(1)}% of ${total} lines`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
