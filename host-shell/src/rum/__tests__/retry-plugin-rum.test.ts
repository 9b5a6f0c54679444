/** @jest-environment node */
import retryPlugin from '../../federation/retry-plugin';
import { setRumSink, type RumEvent } from '../rum-events';

// The runtime's own retries of a manifest are counted for real-user monitoring.

test('each manifest retry is reported with its URL; a first success reports none', async () => {
  const events: RumEvent[] = [];
  setRumSink((e) => events.push(e));
  const statuses = [503, 502, 200, 200];
  const fetchImpl = (async () => {
    const status = statuses.shift() ?? 200;
    return { ok: status === 200, status } as Response;
  }) as unknown as typeof fetch;
  const plugin = retryPlugin({ fetchImpl, sleep: async () => undefined });
  const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;
  const url = 'https://cdn/v1/mf-manifest.json';
  await fetchHook(url, {});
  expect(events).toEqual([
    { kind: 'retry_url', url },
    { kind: 'retry_url', url },
  ]);
  await fetchHook(url, {});
  expect(events).toHaveLength(2);
  setRumSink(undefined);
});
