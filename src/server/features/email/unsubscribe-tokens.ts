import { UNSUBSCRIBE_KINDS, type UnsubscribeKind } from '../../../domain/mail-addresses';
import { readSignedParts, signParts } from '../../security/signed-parts';

// An unsubscribe token names the member and what to stop, signed with the server's own key:
// `42.new-activities.<signature>` (security/signed-parts.ts). Nobody without the key can make one for
// another member or another kind, and nothing needs to be stored per mail.

export function signUnsubscribeToken(key: Buffer, userId: number, kind: UnsubscribeKind): string {
  return signParts(key, 'unsubscribe', [userId, kind]);
}

/** The member and kind of a token whose signature holds; null for anything else. */
export function readUnsubscribeToken(
  key: Buffer,
  token: string,
): { userId: number; kind: UnsubscribeKind } | null {
  const parts = readSignedParts(key, 'unsubscribe', token, 2);
  if (!parts || !/^[1-9]\d{0,9}$/.test(parts[0]!)) return null;
  const userId = Number(parts[0]);
  const kind = parts[1] as UnsubscribeKind;
  if (!Number.isSafeInteger(userId) || !UNSUBSCRIBE_KINDS.includes(kind)) return null;
  return { userId, kind };
}
