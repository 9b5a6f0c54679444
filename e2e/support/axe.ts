import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';

/** The WCAG levels the site is held to: 2.0 A/AA, 2.1 AA and 2.2 AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] as const;
/**
 * The rules whose outcome a language switch can change: the document's language and title, every accessible
 * name (translated), and what text length and glyphs move (contrast of the drawn text, target sizes, overflow
 * into scroll regions). Roles, structure, landmarks and ids are the same in every language: a page scanned
 * whole in one language is scanned for these alone in the other. Each is one of AXE_TAGS' rules.
 */
export const LANGUAGE_RULES = [
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'valid-lang',
  'document-title',
  'button-name',
  'link-name',
  'input-button-name',
  'label',
  'select-name',
  'image-alt',
  'input-image-alt',
  'svg-img-alt',
  'role-img-alt',
  'frame-title',
  'frame-title-unique',
  'area-alt',
  'object-alt',
  'aria-tab-name',
  'aria-command-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-tooltip-name',
  'summary-name',
  'color-contrast',
  'link-in-text-block',
  'target-size',
  'scrollable-region-focusable',
] as const;

/** The ids of the rules the builder's own axe-core runs for these tags (its copy, not another version's). */
export function axeRulesOf(tags: readonly string[]): string[] {
  const axe = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    getRules(tags: string[]): { ruleId: string }[];
  };
  return axe.getRules([...tags]).map((r) => r.ruleId);
}

/** A whole scan, or the language rules alone (the same page already scanned whole in another language). */
export type ScanDepth = 'whole' | 'language';

/** Impacts that fail the suite; the others are counted and reported. */
const BLOCKING = new Set(['serious', 'critical']);

export type Locale = 'en_US' | 'bn_BD';

/** One scan's result as the report keeps it. */
export interface A11yRow {
  project: string;
  page: string;
  locale: Locale;
  depth: ScanDepth;
  blocking: number;
  other: number;
  rules: string[];
}

const here = dirname(fileURLToPath(import.meta.url));
/** The summary the run writes (A11Y_REPORT may point it elsewhere, e.g. to keep a before/after pair). */
const REPORT_FILE = process.env.A11Y_REPORT ?? join(here, '..', 'bench', 'a11y-report.md');

const rowsFile = (info: TestInfo) => join(info.project.outputDir, 'a11y.jsonl');

/**
 * Runs axe on the page (or inside `scope`, a modal) and records the result: attached to the test,
 * appended to the run's a11y.jsonl and summed up again in the report. Returns the serious and critical
 * violations, which the caller asserts to be none (after scanning everything, so one run gives every count).
 */
export async function scanA11y(
  page: Page,
  info: TestInfo,
  name: string,
  locale: Locale,
  { scope, depth = 'whole' }: { scope?: Locator; depth?: ScanDepth } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags([...AXE_TAGS]);
  if (depth === 'language') builder = builder.withRules([...LANGUAGE_RULES]);
  if (scope) {
    const id = await scope.evaluate((el) => {
      el.setAttribute('data-axe-scope', '1');
      return '1';
    });
    builder = builder.include(`[data-axe-scope="${id}"]`);
  }
  const { violations } = await builder.analyze();
  if (scope) await scope.evaluate((el) => el.removeAttribute('data-axe-scope')).catch(() => undefined);
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const count = (list: typeof violations) => list.reduce((n, v) => n + v.nodes.length, 0);
  const row: A11yRow = {
    project: info.project.name,
    page: name,
    locale,
    depth,
    blocking: count(blocking),
    other: count(violations) - count(blocking),
    rules: violations.map((v) => `${v.id}(${v.impact ?? '?'}×${v.nodes.length})`),
  };
  await info.attach(`axe ${name} ${locale}`, { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  mkdirSync(info.project.outputDir, { recursive: true });
  appendFileSync(rowsFile(info), `${JSON.stringify(row)}\n`);
  writeReport(rowsFile(info));
  return blocking.flatMap((v) => v.nodes.map((n) => `${name} ${locale}: ${v.id} (${v.impact}) ${n.target.join(' ')} — ${n.failureSummary ?? ''}`));
}

/** The markdown summary of every scan of this run so far, one row per page, project and language. */
function writeReport(file: string): void {
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as A11yRow)
    .sort((a, b) => `${a.project} ${a.page} ${a.locale}`.localeCompare(`${b.project} ${b.page} ${b.locale}`));
  const total = (key: 'blocking' | 'other') => rows.reduce((n, r) => n + r[key], 0);
  const lines = [
    '# Accessibility: axe-core on every page',
    '',
    `Written by e2e/tests/a11y/axe-pages.responsive.spec.ts (tags ${AXE_TAGS.join(', ')}); counts are element nodes.`,
    `Scans: ${rows.length}. Serious or critical: ${total('blocking')}. Moderate or minor: ${total('other')}.`,
    'Each page is scanned whole in one language and for the language rules alone (support/axe.ts LANGUAGE_RULES) in the other.',
    '',
    '| project | page | language | scan | serious+critical | moderate+minor | rules |',
    '| --- | --- | --- | --- | ---: | ---: | --- |',
    ...rows.map((r) => `| ${r.project} | ${r.page} | ${r.locale} | ${r.depth} | ${r.blocking} | ${r.other} | ${r.rules.join(' ') || '-'} |`),
    '',
  ];
  const tmp = `${REPORT_FILE}.${process.pid}.tmp`;
  writeFileSync(tmp, lines.join('\n'));
  renameSync(tmp, REPORT_FILE);
}
