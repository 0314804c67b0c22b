import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { idPart, readSignedParts, signedTokenKind, signParts } from './signed-parts';

describe('signed parts', () => {
  const key = randomBytes(32);

  it('signs the purpose and the parts as the unsubscribe links always have, so mailed links keep working', () => {
    const mac = createHmac('sha256', key).update('unsubscribe\n42\nnew-activities').digest('base64url');
    expect(signParts(key, 'unsubscribe', [42, 'new-activities'])).toBe(`42.new-activities.${mac}`);
    expect(readSignedParts(key, 'unsubscribe', `42.new-activities.${mac}`, 2)).toEqual([
      '42',
      'new-activities',
    ]);
  });

  it('refuses another key, another purpose, changed parts, a wrong count and damaged text', () => {
    const token = signParts(key, 'leave', [7, 9]);
    expect(readSignedParts(randomBytes(32), 'leave', token, 2)).toBeNull();
    expect(readSignedParts(key, 'unsubscribe', token, 2)).toBeNull();
    expect(readSignedParts(key, 'leave', token.replace(/^7\./, '8.'), 2)).toBeNull();
    expect(readSignedParts(key, 'leave', token, 3)).toBeNull();
    expect(readSignedParts(key, 'leave', `${token}x`, 2)).toBeNull();
    expect(readSignedParts(key, 'leave', '', 2)).toBeNull();
  });

  it('will not sign a part that holds the separator', () => {
    expect(() => signParts(key, 'leave', ['1.2', 3])).toThrow();
  });

  it('reads an id part only as a positive whole number of at most the digits allowed', () => {
    expect(idPart('42')).toBe(42);
    expect(idPart('9999999999')).toBe(9999999999);
    expect(idPart('10000000000')).toBeNull();
    expect(idPart('1234567890123456', 16)).toBe(1234567890123456);
    expect(idPart('9999999999999999', 16)).toBeNull();
    for (const bad of ['0', '007', '-1', '1.5', '1e3', '', 'x']) expect(idPart(bad)).toBeNull();
  });

  it('reads a kind of token back through its own reading of the parts', () => {
    const pairs = signedTokenKind('pair', 2, ([a, b]) => (a === b ? null : { a, b }));
    expect(pairs.read(key, pairs.sign(key, [1, 2]))).toEqual({ a: '1', b: '2' });
    expect(pairs.read(key, pairs.sign(key, [3, 3]))).toBeNull();
    expect(pairs.read(key, signParts(key, 'leave', [1, 2]))).toBeNull();
    expect(() => pairs.sign(key, [1])).toThrow();
  });
});
