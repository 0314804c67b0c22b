import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(environment: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, 0 or false', () => {
    for (const value of [undefined, '', '0', 'false']) {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
    }
  });

  it('reads a number as the count of proxies in front, so 1 trusts one hop and not every hop', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
  });

  it('reads a comma list as the addresses or networks of the proxies', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.0.6,192.168.0.0/16,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.0.6',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });

  it('trusts every hop only when told so in words', () => {
    expect(loadConfig({ TRUST_PROXY: 'all' }).trustProxy).toBe(true);
  });

  it.each(['true', 'yes', '-1', '1.5', 'proxy.example.nl', '10.0.0.300', '10.0.0.0/33', '10.0.0.5, 2'])(
    'refuses %s with a message that names TRUST_PROXY',
    (value) => {
      const problems = problemsOf({ TRUST_PROXY: value });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY: /);
      expect(problems[0]).toContain('all');
    },
  );
});
