import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_KINDS, type UnsubscribeKind } from '../../../domain/mail-addresses';

// An unsubscribe token names the member and what to stop, signed with the server's own key
// (server_secrets): `42.new-activities.<HMAC-SHA256, base64url>`. Nobody without the key can make one
// for another member or another kind, and nothing needs to be stored per mail.

function signature(key: Buffer, userId: number, kind: UnsubscribeKind): Buffer {
  return createHmac('sha256', key).update(`unsubscribe\n${userId}\n${kind}`).digest();
}

export function signUnsubscribeToken(key: Buffer, userId: number, kind: UnsubscribeKind): string {
  return `${userId}.${kind}.${signature(key, userId, kind).toString('base64url')}`;
}

/** The member and kind of a token whose signature holds; null for anything else. */
export function readUnsubscribeToken(
  key: Buffer,
  token: string,
): { userId: number; kind: UnsubscribeKind } | null {
  const match = /^([1-9]\d{0,9})\.([a-z-]+)\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const kind = match[2] as UnsubscribeKind;
  if (!Number.isSafeInteger(userId) || !UNSUBSCRIBE_KINDS.includes(kind)) return null;
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = signature(key, userId, kind);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind };
}
