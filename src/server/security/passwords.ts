import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// `Algorithm` is a const enum the compiler cannot read across packages; 2 is its Argon2id.
const ARGON2ID = 2;
/** OWASP's argon2id minimum (m=19 MiB, t=2, p=1): strong, and 20-30 ms of CPU on a small server. */
const OWASP = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/**
 * The same algorithm at argon2's least cost (m=1 MiB, t=1), for the unit and API tests only (decision
 * 0027): they made 834 hashes a run, 24 s of CPU. Never for a server: only code sets it, no variable.
 */
const CHEAP_FOR_TESTS = { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

let options: typeof OWASP | typeof CHEAP_FOR_TESTS = OWASP;

/** Called by the test setup (tests/helpers/cheap-password-hashing.ts); every server keeps OWASP's cost. */
export function hashPasswordsCheaplyForTests(): void {
  options = CHEAP_FOR_TESTS;
}

/** A new hash carries its own cost, so a hash of either cost is verified alike. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A password that meets the registration rules: for generated administrators. */
export function generatePassword(): string {
  const base = randomBytes(18).toString('base64url');
  return `${base}aA1!`;
}
