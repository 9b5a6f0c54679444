/** A markdown table: the header row, its rule and one line per row. */
export function table(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): string[] {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), `|${headers.map(() => '---').join('|')}|`, ...rows.map(line)];
}

/** A whole number of a figure, 'n/a' for none (a run that gave no figure). */
export const whole = (n: number | null | undefined): string =>
  n === null || n === undefined || !Number.isFinite(n) ? 'n/a' : String(Math.round(n));

/** The failed loads' paragraph of the page-load reports. */
export const failedLoads = (failures: readonly string[]): string =>
  failures.length
    ? `Failed loads (left out of the medians): ${failures.length}\n\n${failures.map((f) => `- ${f}`).join('\n')}\n`
    : 'Failed loads: none.';
