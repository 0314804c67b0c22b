import { createHash, randomBytes } from 'node:crypto';

/** A token for a cookie or an e-mailed link: 256 random bits, safe in a URL. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens no account and no link. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
