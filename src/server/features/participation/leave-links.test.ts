import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readLeaveToken, signLeaveToken } from './leave-links';

describe('one-click leave links', () => {
  const key = randomBytes(32);

  it('name the registration and member they were signed for', () => {
    expect(readLeaveToken(key, signLeaveToken(key, 1234, 42))).toEqual({ registrationId: 1234, userId: 42 });
  });

  it('refuse another key, another registration, another member and damaged text', () => {
    const token = signLeaveToken(key, 1234, 42);
    const [, , mac] = token.split('.');
    expect(readLeaveToken(randomBytes(32), token)).toBeNull();
    expect(readLeaveToken(key, `1235.42.${mac}`)).toBeNull();
    expect(readLeaveToken(key, `1234.43.${mac}`)).toBeNull();
    expect(readLeaveToken(key, `${token}x`)).toBeNull();
    expect(readLeaveToken(key, '')).toBeNull();
    expect(readLeaveToken(key, '0.42.abc')).toBeNull();
  });
});
