/** An autocannon load whose every response time is kept, since autocannon's own percentiles skip p95. */
import autocannon from 'autocannon';
import { percentile } from './stats';

export interface TimedLoad {
  result: autocannon.Result;
  /** Each response's time (ms), in arrival order. */
  times: number[];
  /** Responses per status code. */
  statuses: Map<number, number>;
}

export function timedLoad(opts: autocannon.Options): Promise<TimedLoad> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  return new Promise<TimedLoad>((resolve, reject) => {
    const instance = autocannon(opts, (err, result) =>
      err ? reject(err) : resolve({ result, times, statuses }),
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

/** The figures every HTTP row reports: requests, mean rate and the latency percentiles. */
export const loadFigures = ({ result, times }: TimedLoad) => ({
  requests: result.requests.total,
  rps: Math.round(result.requests.average),
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  p99: percentile(times, 99),
  errors: result.errors + result.timeouts,
});
