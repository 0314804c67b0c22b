import ipaddr from 'ipaddr.js';

/** The IPv6 network counted as one client unless IPV6_PREFIX_LENGTH says otherwise. */
export const DEFAULT_IPV6_PREFIX_LENGTH = 64;

/**
 * The client a limit counts: an IPv4 address as it is, an IPv6 address by its network of
 * `ipv6PrefixLength` bits. A provider hands one subscriber a whole /64 (often a /56 or /48), so
 * counting each IPv6 address on its own gave one person 2^64 budgets. An IPv4-mapped IPv6 address
 * (::ffff:192.0.2.1, as a dual-stack socket reports an IPv4 client) counts as its IPv4 address.
 * Anything that is no address (a test's or a socket's odd value) is counted as it is.
 */
export function addressKey(ip: string, ipv6PrefixLength: number = DEFAULT_IPV6_PREFIX_LENGTH): string {
  const literal = ip.replace(/%.*$/, '');
  if (!ipaddr.isValid(literal)) return ip;
  const address = ipaddr.process(literal);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.map((part, index) => {
    const bits = Math.min(16, Math.max(0, ipv6PrefixLength - index * 16));
    return bits === 0 ? 0 : part & ((0xffff << (16 - bits)) & 0xffff);
  });
  return `${new ipaddr.IPv6(parts).toString()}/${ipv6PrefixLength}`;
}
