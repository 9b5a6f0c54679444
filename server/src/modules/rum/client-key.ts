import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** The first four groups of an IPv6 address (its /64), written out in full. */
function ipv6Prefix64(ip: string): string {
  const [head = '', tail] = ip.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.slice(0, 4).map((g) => g.padStart(4, '0').toLowerCase()).join(':');
}

/**
 * Who reported a page view, as the summary counts clients: the IPv4 address (an IPv4-mapped IPv6 one as IPv4),
 * or the /64 of an IPv6 address, since one subscriber holds a whole /64 and could spread sessions over it.
 * Kept as a short hash: the collector needs to tell clients apart, not to know their addresses.
 */
export function rumClientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const client = isIPv4(address) ? address : isIPv6(address) ? `${ipv6Prefix64(address)}::/64` : address;
  return createHash('sha256').update(`rum-client:${client}`).digest('hex').slice(0, 16);
}
