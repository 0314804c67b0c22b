import { describe, expect, it } from 'vitest';
import { checkAddress, classifyHost } from './address-rules';

describe('checkAddress', () => {
  it.each([
    // IPv4
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.0.1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    // IPv6
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['febf:ffff::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['2001:db8::1', 'reserved'],
    ['2001:2::1', 'benchmarking'],
    ['100::1', 'discard'],
    ['2001::1', 'teredo'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'teredo'],
    // IPv6 judged by the IPv4 address it carries
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::ffff:0:192.168.0.1', 'private'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'linkLocal'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['::127.0.0.1', 'ipv4Compatible'],
    ['::8.8.8.8', 'ipv4Compatible'],
  ])('refuses %s (%s)', (address, range) => {
    expect(checkAddress(address)).toEqual({ allowed: false, range });
  });

  it.each([
    '93.184.215.14',
    '1.1.1.1',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:81c::2004',
    '::ffff:93.184.215.14',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows the public address %s', (address) => {
    expect(checkAddress(address)).toEqual({ allowed: true });
  });

  it('refuses what is no address at all', () => {
    expect(checkAddress('not-an-address')).toEqual({ allowed: false, range: 'invalid' });
  });

  it('reads bracketed and zone-scoped IPv6 literals', () => {
    expect(checkAddress('[::1]').allowed).toBe(false);
    expect(checkAddress('fe80::1%eth0').allowed).toBe(false);
  });
});

describe('classifyHost after WHATWG URL parsing', () => {
  // new URL() normalises the numeric IPv4 forms to dotted quads; every one must still end up refused.
  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://0x7f.0.0.1/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://127.0.1/', '127.0.0.1'],
    ['http://0/', '0.0.0.0'],
    ['http://[::1]/', '::1'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['http://[0:0:0:0:0:ffff:a9fe:a9fe]/', '::ffff:a9fe:a9fe'],
    ['http://[::]/', '::'],
    ['http://3232235777/', '192.168.1.1'],
    ['http://0xa9.0xfe.0xa9.0xfe/', '169.254.169.254'],
    ['http://012.0.0.1/', '10.0.0.1'],
  ])('%s is the refused address %s', (input, address) => {
    const host = classifyHost(new URL(input).hostname);
    expect(host).toMatchObject({ kind: 'address', address, verdict: { allowed: false } });
  });

  it.each(['127.1', '0x7f.1', '2130706433', '017700000001'])(
    'reads the bare numeric host %s as an address too',
    (hostname) => {
      expect(classifyHost(hostname)).toMatchObject({ kind: 'address', verdict: { allowed: false } });
    },
  );

  it.each(['1.2.3.4.5', '0x7g.1'])('refuses the number-like %s without a lookup', (hostname) => {
    expect(classifyHost(hostname)).toMatchObject({ kind: 'address', verdict: { allowed: false } });
  });

  it.each([
    'localhost',
    'LOCALHOST',
    'localhost.',
    'app.localhost',
    'metadata.google.internal',
    'printer.local',
    'router.home.arpa',
    'intranet',
  ])('refuses the local name %s before any lookup', (hostname) => {
    expect(classifyHost(hostname)).toEqual({ kind: 'refused', reason: 'localName' });
  });

  it('leaves public names to the lookup, lower case and without the root dot', () => {
    expect(classifyHost('WWW.Example.NL.')).toEqual({ kind: 'name', name: 'www.example.nl' });
    expect(classifyHost(new URL('https://agenda.example.nl:8443/x').hostname)).toEqual({
      kind: 'name',
      name: 'agenda.example.nl',
    });
  });

  it('allows a public address written in the URL', () => {
    expect(classifyHost(new URL('http://93.184.215.14/').hostname)).toMatchObject({
      kind: 'address',
      verdict: { allowed: true },
    });
  });
});
