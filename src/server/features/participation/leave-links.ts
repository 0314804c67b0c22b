import { createHmac, timingSafeEqual } from 'node:crypto';

// A one-click leave link names one registration (one person, one date) and is signed with the server's
// own key (server_secrets, 'leave-links'): `1234.42.<HMAC-SHA256, base64url>`. Nobody without the key
// can make one for another person or date, and nothing is stored per mail. It stops working once the
// registration is gone (left, or the date passed and was swept).

function signature(key: Buffer, registrationId: number, userId: number): Buffer {
  return createHmac('sha256', key).update(`leave\n${registrationId}\n${userId}`).digest();
}

export function signLeaveToken(key: Buffer, registrationId: number, userId: number): string {
  return `${registrationId}.${userId}.${signature(key, registrationId, userId).toString('base64url')}`;
}

/** The registration and member a token names, when its signature holds; null for anything else. */
export function readLeaveToken(
  key: Buffer,
  token: string,
): { registrationId: number; userId: number } | null {
  const match = /^([1-9]\d{0,15})\.([1-9]\d{0,9})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const registrationId = Number(match[1]);
  const userId = Number(match[2]);
  if (!Number.isSafeInteger(registrationId) || !Number.isSafeInteger(userId)) return null;
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = signature(key, registrationId, userId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { registrationId, userId };
}
