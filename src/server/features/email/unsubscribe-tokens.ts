import { UNSUBSCRIBE_KINDS, type UnsubscribeKind } from '../../../domain/mail-addresses';
import { idPart, signedTokenKind } from '../../security/signed-parts';

// An unsubscribe token names the member and what to stop, signed with the server's own key:
// `42.new-activities.<signature>` (security/signed-parts.ts). Nobody without the key can make one for
// another member or another kind, and nothing needs to be stored per mail.

const unsubscribeTokens = signedTokenKind('unsubscribe', 2, ([user, kind]) => {
  const userId = idPart(user!);
  if (!userId || !UNSUBSCRIBE_KINDS.includes(kind as UnsubscribeKind)) return null;
  return { userId, kind: kind as UnsubscribeKind };
});

export function signUnsubscribeToken(key: Buffer, userId: number, kind: UnsubscribeKind): string {
  return unsubscribeTokens.sign(key, [userId, kind]);
}

/** The member and kind of a token whose signature holds; null for anything else. */
export const readUnsubscribeToken = unsubscribeTokens.read;
