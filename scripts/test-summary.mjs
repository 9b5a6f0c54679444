// Prints one closing line over every runner: 'N passed, N failed'.
import { existsSync, readFileSync } from 'node:fs';

// The jest report, then one Playwright report per run (the site run, the cluster run).
const [jestFile, ...pwFiles] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
if (jestFile && existsSync(jestFile)) {
  const j = JSON.parse(readFileSync(jestFile, 'utf8'));
  passed += j.numPassedTests;
  failed += j.numFailedTests;
  skipped += j.numPendingTests + (j.numTodoTests ?? 0);
}
for (const pwFile of pwFiles.filter((f) => existsSync(f))) {
  const p = JSON.parse(readFileSync(pwFile, 'utf8'));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
  skipped += p.stats?.skipped ?? 0;
}
const coverage = 'coverage/coverage-summary.json';
if (existsSync(coverage)) {
  const files = Object.entries(JSON.parse(readFileSync(coverage, 'utf8'))).filter(([f]) => f.includes('/shared/src/'));
  const covered = files.reduce((n, [, v]) => n + v.lines.covered, 0);
  const total = files.reduce((n, [, v]) => n + v.lines.total, 0);
  if (total) console.log(`shared/ line coverage: ${((100 * covered) / total).toFixed(1)}% of ${total} lines`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
