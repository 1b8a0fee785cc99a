import * as betterAuth from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.js';

describe('password hashes', () => {
  it("verifies better-auth's own hashes, so every stored password still signs in", async () => {
    const stored = await betterAuth.hashPassword('correct horse ✓');
    expect(await verifyPassword({ hash: stored, password: 'correct horse ✓' })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: 'correct horse' })).toBe(false);
  });

  it('makes hashes better-auth verifies, in its salt:key form', async () => {
    const hash = await hashPassword('Straße ﬁne');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuth.verifyPassword({ hash, password: 'Straße ﬁne' })).toBe(true);
    // NFKC, as better-auth: the ligature and its letters are one password.
    expect(await verifyPassword({ hash, password: 'Straße fine' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'Strasse fine' })).toBe(false);
  });

  it('salts each hash afresh', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('answers false to a malformed hash instead of throwing', async () => {
    for (const hash of ['', 'nocolon', 'ab:cd', `zz:${'g'.repeat(128)}`]) {
      expect(await verifyPassword({ hash, password: 'x' })).toBe(false);
    }
  });
});
