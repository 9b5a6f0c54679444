import { rumClientKey } from '../src/modules/rum/client-key';

// Who reported a page view, as the RUM summary counts clients: one subscriber's whole IPv6 /64 is one client.

test('an IPv4 address is one client; the same address mapped into IPv6 is the same client', () => {
  expect(rumClientKey('198.51.100.7')).toBe(rumClientKey('::ffff:198.51.100.7'));
  expect(rumClientKey('198.51.100.7')).not.toBe(rumClientKey('198.51.100.8'));
});

test('every address of one IPv6 /64 is one client, however written; another /64 is another', () => {
  const one = rumClientKey('2001:db8:7:7::1');
  for (const ip of ['2001:db8:7:7::ffff', '2001:0db8:0007:0007:1:2:3:4', '2001:DB8:7:7:abcd::', '2001:db8:7:7:0:0:0:9']) expect(rumClientKey(ip)).toBe(one);
  expect(rumClientKey('2001:db8:7:8::1')).not.toBe(one);
  expect(rumClientKey('::1')).toBe(rumClientKey('::2'));
});

test('the key is a short hash: the store keeps no address', () => {
  expect(rumClientKey('198.51.100.7')).toMatch(/^[0-9a-f]{16}$/);
});
