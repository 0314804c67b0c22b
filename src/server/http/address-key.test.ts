import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts every address of one /64 as that /64', () => {
    const a = addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe(a);
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(a);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(a);
  });

  it('takes the prefix length it is given, also within a group of 16 bits', () => {
    expect(addressKey('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56');
    expect(addressKey('2001:db8:1:2ff::1', 48)).toBe('2001:db8:1::/48');
    expect(addressKey('2001:db8:1:2::1', 128)).toBe('2001:db8:1:2::1/128');
    expect(addressKey('2001:db8:1:2::1', 60)).toBe('2001:db8:1::/60');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:c000:207')).toBe('192.0.2.7');
  });

  it('drops a zone index and leaves what is no address as it is', () => {
    expect(addressKey('fe80::1:2:3:4%eth0')).toBe('fe80::/64');
    expect(addressKey('not-an-address')).toBe('not-an-address');
  });
});
