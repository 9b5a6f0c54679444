import type { RumVersionStats } from '@mfp/shared/contracts';
import type { ReleaseState } from '../cdn/release-state.ts';

const COLUMNS = ['remote', 'version', 'role', 'sessions', 'error rate', 'p75 LCP', 'p75 INP', 'clients'] as const;

/** What a version is to its remote now: the version for all, the canary (with its weight), or an earlier one. */
function roleOf(state: ReleaseState, s: RumVersionStats): string {
  const entry = state[s.remote];
  if (entry?.current === s.version) return 'stable';
  if (entry?.canary?.version === s.version) return `canary ${entry.canary.weight}%`;
  return 'earlier';
}

const ms = (v: number | null) => (v === null ? '-' : `${Math.round(v)} ms`);

/** `pnpm release status`: per remote and version, sessions, error rate, p75 LCP and INP and clients, as an aligned table. */
export function formatStatus(summary: readonly RumVersionStats[], state: ReleaseState): string {
  if (summary.length === 0) return 'no real-user monitoring data yet';
  const rows = summary.map((s) => [
    s.remote,
    s.version,
    roleOf(state, s),
    String(s.sessions),
    `${(s.errorRate * 100).toFixed(1)}%`,
    ms(s.p75Lcp),
    ms(s.p75Inp),
    String(s.clients),
  ]);
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...rows.map((r) => (r[i] ?? '').length)));
  return [[...COLUMNS], ...rows]
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
