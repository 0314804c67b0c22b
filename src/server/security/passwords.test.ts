import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The unit and API tests hash cheaply (tests/helpers/cheap-password-hashing.ts, decision 0027); what a
// server stores is checked on a fresh copy of the module, as a server process loads it.
describe('password hashes', () => {
  // Each test imports the module afresh, as a server process does.
  beforeEach(() => vi.resetModules());

  it('are argon2id at OWASP cost (m=19 MiB, t=2, p=1) in a server', async () => {
    const fresh = await import('./passwords');
    const stored = await fresh.hashPassword('Wachtwoord-1!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await fresh.verifyPassword(stored, 'Wachtwoord-1!')).toBe(true);
    expect(await fresh.verifyPassword(stored, 'Wachtwoord-2!')).toBe(false);
  });

  it('are verified alike at either cost, so a test can log in with a hash a server made', async () => {
    const fresh = await import('./passwords');
    const owasp = await fresh.hashPassword('Wachtwoord-1!');
    fresh.hashPasswordsCheaplyForTests();
    const cheap = await fresh.hashPassword('Wachtwoord-1!');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    for (const stored of [owasp, cheap])
      expect(await fresh.verifyPassword(stored, 'Wachtwoord-1!')).toBe(true);
    expect(await fresh.verifyPassword(cheap, 'Wachtwoord-2!')).toBe(false);
  });

  it('are made cheaply only by the tests’ setup, never by code of the product', () => {
    const product = ['src', 'scripts', 'bench'].flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file))
        .map((file) => path.join(folder, file)),
    );
    const callers = product.filter((file) =>
      readFileSync(file, 'utf8').includes('hashPasswordsCheaplyForTests'),
    );
    expect(callers.sort()).toEqual([
      'src/server/security/passwords.test.ts',
      'src/server/security/passwords.ts',
    ]);
  });
});
