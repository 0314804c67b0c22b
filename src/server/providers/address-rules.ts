import ipaddr from 'ipaddr.js';

// Which addresses a user-given URL may make the server connect to. Pure rules, no DNS: the safe fetcher
// (./safe-url-fetcher.ts) resolves the name and asks these about every address it got. Only public
// unicast addresses pass; everything an attacker could aim at from inside (this machine, the private
// network, the cloud's metadata service, multicast) is refused by the ranges ipaddr.js knows, not by
// hand-written CIDR maths.

/** Names that never leave the machine or the site, refused before any lookup. */
const LOCAL_SUFFIXES = ['.localhost', '.internal', '.local', '.localdomain', '.home.arpa'];

export type AddressVerdict = { allowed: true } | { allowed: false; range: string };

/**
 * Whether one IP address (as dns.lookup answers it, or as written in a URL) is a public unicast
 * address. An IPv6 address that carries an IPv4 address (mapped, NAT64, 6to4) is judged by that IPv4
 * address; forms nobody serves a public web page from (IPv4-compatible, Teredo) are refused outright.
 */
export function checkAddress(address: string): AddressVerdict {
  const literal = canonicalIPv6(address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, ''));
  if (literal === null || !ipaddr.isValid(literal)) return { allowed: false, range: 'invalid' };
  const parsed = ipaddr.parse(literal);
  if (parsed.kind() === 'ipv4') return checkIPv4(parsed as ipaddr.IPv4);
  return checkIPv6(parsed as ipaddr.IPv6);
}

/**
 * ipaddr.js reads every IPv6 address ending in a dotted quad as IPv4-mapped (it takes ::127.0.0.1 for
 * ::ffff:127.0.0.1), so such an address is first written in hex the way URLs write it.
 */
function canonicalIPv6(literal: string): string | null {
  if (!literal.includes(':') || !literal.includes('.')) return literal;
  try {
    return new URL(`http://[${literal}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

function checkIPv4(address: ipaddr.IPv4): AddressVerdict {
  const range = address.range();
  return range === 'unicast' ? { allowed: true } : { allowed: false, range };
}

function checkIPv6(address: ipaddr.IPv6): AddressVerdict {
  const parts = address.parts;
  const range = address.range();
  // ::ffff:a.b.c.d (mapped) and ::ffff:0:a.b.c.d (RFC 6145): the connection goes to the IPv4 address.
  if (range === 'ipv4Mapped' || range === 'rfc6145') return checkIPv4(embeddedIPv4(parts, 6));
  // 64:ff9b::a.b.c.d (NAT64): a gateway relays to the IPv4 address, so that address decides.
  if (range === 'rfc6052' && parts[1] === 0xff9b && parts[2] === 0) {
    return checkIPv4(embeddedIPv4(parts, 6));
  }
  // 2002:aabb:ccdd::/48 (6to4): the relay delivers to aa.bb.cc.dd.
  if (range === '6to4') return checkIPv4(embeddedIPv4(parts, 1));
  // ::a.b.c.d (IPv4-compatible, deprecated since 2006) and the rest of ::/96, including :: and ::1.
  if (parts.slice(0, 6).every((part) => part === 0)) {
    return { allowed: false, range: range === 'unicast' ? 'ipv4Compatible' : range };
  }
  return range === 'unicast' ? { allowed: true } : { allowed: false, range };
}

/** The IPv4 address in two 16-bit parts of an IPv6 address, starting at part `at`. */
function embeddedIPv4(parts: number[], at: number): ipaddr.IPv4 {
  const high = parts[at] ?? 0;
  const low = parts[at + 1] ?? 0;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/**
 * The host of a URL as the fetcher should treat it: an IP address (the URL's own normalisation has
 * already turned 2130706433, 0x7f.1, 0177.0.0.1 and 127.1 into 127.0.0.1), a name to look up, or a
 * refusal for names that only mean something inside (localhost, *.internal, *.local, one label).
 */
export type HostVerdict =
  | { kind: 'address'; address: string; verdict: AddressVerdict }
  | { kind: 'name'; name: string }
  | { kind: 'refused'; reason: 'localName' };

export function classifyHost(hostname: string): HostVerdict {
  const unbracketed = hostname.replace(/^\[(.*)\]$/, '$1');
  const bare = canonicalIPv6(unbracketed) ?? unbracketed;
  // ipaddr.js also reads the short and numeric IPv4 forms (127.1, 0x7f.1); WHATWG URLs have already
  // turned them into dotted quads, but a bare host string given here might not have been.
  if (ipaddr.isValid(bare)) {
    const address = ipaddr.parse(bare).toString();
    return { kind: 'address', address, verdict: checkAddress(address) };
  }
  // Still a number to some resolver (1.2.3.4.5, 0x7g): no name anybody registers, so no lookup.
  if (/^[0-9.]+$/.test(bare) || /^0x[0-9a-z.]*$/i.test(bare)) {
    return { kind: 'address', address: bare, verdict: { allowed: false, range: 'invalid' } };
  }
  const name = bare.toLowerCase().replace(/\.$/, '');
  if (
    name === '' ||
    name === 'localhost' ||
    !name.includes('.') ||
    LOCAL_SUFFIXES.some((suffix) => name.endsWith(suffix))
  ) {
    return { kind: 'refused', reason: 'localName' };
  }
  return { kind: 'name', name };
}
