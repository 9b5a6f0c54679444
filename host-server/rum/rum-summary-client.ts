import type { RumVersionStats } from '@mfp/shared/contracts';
import { API_ORIGIN } from '../cdn/origins.ts';

/**
 * The collector's stats per remote version (GET /api/rum/summary, answered to processes of this machine only),
 * each client counted with `sessionsPerClient` sessions at most.
 */
export async function fetchRumSummary(sessionsPerClient: number, apiOrigin = API_ORIGIN): Promise<RumVersionStats[]> {
  const res = await fetch(`${apiOrigin}/api/rum/summary?per_client=${sessionsPerClient}`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`the RUM collector at ${apiOrigin} answered HTTP ${res.status}`);
  const body = (await res.json()) as { data?: RumVersionStats[] };
  return body.data ?? [];
}
