import { readSignedParts, signParts } from '../../security/signed-parts';

// A one-click leave link names one registration (one person, one date) and is signed with the server's
// own key (server_secrets, 'leave-links'): `1234.42.<signature>` (security/signed-parts.ts). Nobody
// without the key can make one for another person or date, and nothing is stored per mail. It stops
// working once the registration is gone.

export function signLeaveToken(key: Buffer, registrationId: number, userId: number): string {
  return signParts(key, 'leave', [registrationId, userId]);
}

/** The registration and member a token names, when its signature holds; null for anything else. */
export function readLeaveToken(
  key: Buffer,
  token: string,
): { registrationId: number; userId: number } | null {
  const parts = readSignedParts(key, 'leave', token, 2);
  if (!parts || !/^[1-9]\d{0,15}$/.test(parts[0]!) || !/^[1-9]\d{0,9}$/.test(parts[1]!)) return null;
  const registrationId = Number(parts[0]);
  const userId = Number(parts[1]);
  if (!Number.isSafeInteger(registrationId) || !Number.isSafeInteger(userId)) return null;
  return { registrationId, userId };
}
