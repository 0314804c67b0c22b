import { idPart, signedTokenKind } from '../../security/signed-parts';

// A one-click leave link names one registration (one person, one date) and is signed with the server's
// own key (server_secrets, 'leave-links'): `1234.42.<signature>` (security/signed-parts.ts). Nobody
// without the key can make one for another person or date, and nothing is stored per mail. It stops
// working once the registration is gone.

const leaveTokens = signedTokenKind('leave', 2, ([registration, user]) => {
  const registrationId = idPart(registration!, 16);
  const userId = idPart(user!);
  return registrationId && userId ? { registrationId, userId } : null;
});

export function signLeaveToken(key: Buffer, registrationId: number, userId: number): string {
  return leaveTokens.sign(key, [registrationId, userId]);
}

/** The registration and member a token names, when its signature holds; null for anything else. */
export const readLeaveToken = leaveTokens.read;
