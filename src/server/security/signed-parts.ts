import { createHmac, timingSafeEqual } from 'node:crypto';

// A token that names a few short parts (ids, a kind) and carries their signature with the server's own
// key (server_secrets): `part.part.<HMAC-SHA256 of the purpose and the parts, base64url>`. Nobody
// without the key can make one for other parts, and nothing needs to be stored per token. The purpose
// is signed too, so a token made for one use is refused by another. The unsubscribe links and the
// one-click leave links are made this way.

function signature(key: Buffer, purpose: string, parts: readonly string[]): Buffer {
  return createHmac('sha256', key)
    .update([purpose, ...parts].join('\n'))
    .digest();
}

/** Parts must not hold a dot, which separates them. */
export function signParts(key: Buffer, purpose: string, parts: readonly (string | number)[]): string {
  const texts = parts.map(String);
  if (texts.some((part) => part.includes('.'))) throw new Error('signParts: a part may not hold a dot');
  return [...texts, signature(key, purpose, texts).toString('base64url')].join('.');
}

/** The `count` parts of a token whose signature holds for `purpose`; null for anything else. */
export function readSignedParts(key: Buffer, purpose: string, token: string, count: number): string[] | null {
  const pieces = token.split('.');
  if (pieces.length !== count + 1) return null;
  const parts = pieces.slice(0, count);
  const mac = pieces[count]!;
  if (!/^[\w-]{43}$/.test(mac)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(key, purpose, parts);
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts : null;
}

/** A part that names a row: a positive whole number of at most `maxDigits` digits that JavaScript holds exactly. */
export function idPart(part: string, maxDigits = 10): number | null {
  if (!new RegExp(`^[1-9]\\d{0,${maxDigits - 1}}$`).test(part)) return null;
  const id = Number(part);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * One kind of token: signed for `purpose` with `count` parts, read back through `fromParts`, which
 * answers null for parts that are not what this kind names.
 */
export function signedTokenKind<T>(purpose: string, count: number, fromParts: (parts: string[]) => T | null) {
  return {
    sign: (key: Buffer, parts: readonly (string | number)[]): string => {
      if (parts.length !== count) throw new Error(`signedTokenKind: ${purpose} takes ${count} parts`);
      return signParts(key, purpose, parts);
    },
    read: (key: Buffer, token: string): T | null => {
      const parts = readSignedParts(key, purpose, token, count);
      return parts && fromParts(parts);
    },
  };
}
