/** Where the reports go: <name>.json (the figures) and <name>.md (the reading), beside the bench unless BENCH_OUT_DIR. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** e2e/bench: the reports live here, where the README links them; the hand-written findings too. */
export const BENCH_DIR = join(import.meta.dirname, '..');

export const reportDir = (): string => process.env.BENCH_OUT_DIR ?? BENCH_DIR;

/** The markdown followed by the hand-written reading of the figures, when the scenario has one. */
function withFindings(md: string, findings: string | undefined): string {
  const file = findings && join(BENCH_DIR, findings);
  return file && existsSync(file) ? `${md}\n${readFileSync(file, 'utf8')}` : md;
}

/** Writes the figures and the markdown; returns the markdown as written. */
export function writeReport(
  name: string,
  json: unknown,
  md: string,
  findings?: string,
  dir = reportDir(),
): string {
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(json, null, 2) + '\n');
  return writeMarkdown(name, md, findings, dir);
}

/** Writes the markdown alone (the figures kept as they were measured); returns it as written. */
export function writeMarkdown(name: string, md: string, findings?: string, dir = reportDir()): string {
  const full = withFindings(md, findings);
  writeFileSync(join(dir, `${name}.md`), full);
  return full;
}

export const readSaved = (name: string, dir = reportDir()): unknown =>
  JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'));
