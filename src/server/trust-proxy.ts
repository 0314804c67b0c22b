import { isIP } from 'node:net';

// TRUST_PROXY: which proxies in front of the server may say who the client is (X-Forwarded-For). The
// rate limits count clients by that address, so trusting too much lets a client pick its own.

/**
 * false; the number of proxies in front (the client is the address the outermost one saw); the
 * proxies' addresses or networks; or true, every hop (only `TRUST_PROXY=all`).
 */
export type TrustProxy = boolean | number | string[];

/**
 * The value for Fastify's trustProxy option. Fastify 5 trusts nobody for a bare number (it cannot check
 * the peer), so a hop count becomes the rule proxy-addr itself makes of one: the nearest `hops`
 * addresses are proxies, and the client is the address the outermost of them saw.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export const TRUST_PROXY_HELP =
  'TRUST_PROXY must be the number of proxies in front of Meedoen (1 for one), a comma list of their ' +
  'addresses or networks (10.0.0.5,10.0.0.0/8), or all to trust every hop';

// proxy-addr's names for address ranges, accepted by Fastify beside addresses and CIDRs.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * null when the value means nothing sensible. `1` and `true` used to trust every hop, which let a
 * client choose its own address with X-Forwarded-For: a number now counts hops, and trusting every hop
 * takes the explicit word `all`. `true` is refused rather than guessed at.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === '0' || trimmed === 'false') return false;
  if (trimmed === 'all') return true;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isProxyAddress) ? entries : null;
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}
