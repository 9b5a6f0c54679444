import { expect, test } from '../../support/fixtures';
import { loginFrom } from './cluster-support';

/**
 * nginx hands the API the real client address (X-Forwarded-For replaced by the socket peer,
 * vouched for by the proxy secret), so the per-IP login limit (120 a minute, then spec 8 code 106)
 * counts each client, not nginx. Two clients: two loopback source addresses.
 */
test('cluster: 121 logins from one client through nginx hit 106, another client is not blocked, a forged X-Forwarded-For changes nothing', async () => {
  // The 121 logins must fall within the limit's minute anyway: a run that needed longer could not pass.
  test.setTimeout(90_000);
  const heavy = '127.0.0.3';
  const other = '127.0.0.4';
  const codes: number[] = [];
  for (let i = 0; i < 120; i++) codes.push(await loginFrom(heavy, `nobody${i}`));
  // Wrong accounts: each answers 101 until the limit, and none of the first 120 is limited.
  expect(codes.filter((c) => c === 106)).toHaveLength(0);
  expect(await loginFrom(heavy, 'nobody120')).toBe(106);
  // Posing as another address does not escape the limit: nginx replaces the header.
  expect(await loginFrom(heavy, 'nobody121', { 'x-forwarded-for': '198.51.100.7' })).toBe(106);
  expect(await loginFrom(other, 'nobody122')).toBe(101);
});
