import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSignedParts, signParts } from './signed-parts';

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
});
