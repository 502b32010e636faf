import { describe, expect, it } from 'vitest';
import { hashPassword, NO_ACCOUNT_HASH, verifyPassword } from './passwords.ts';

describe('staff passwords', () => {
  it('are stored as a salted scrypt hash that only the same password matches', async () => {
    const password = 'correct horse battery staple';
    const stored = await hashPassword(password);
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain(password);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
    // A fresh salt each time: the same password never gives the same hash.
    expect(await hashPassword(password)).not.toBe(stored);
  });

  it('matches nothing with the no-account hash or a hash of another kind', async () => {
    expect(await verifyPassword('', NO_ACCOUNT_HASH)).toBe(false);
    expect(await verifyPassword('anything at all', NO_ACCOUNT_HASH)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});
