import { describe, expect, it } from 'vitest';
import { hashPassword, testPasswordHashCost, verifyPassword } from './password-hash.js';

describe('password hashing', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('records its cost in the hash, so a hash made at the tests’ lower cost verifies too', async () => {
    const stored = await hashPassword('correct horse battery', testPasswordHashCost);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('salts every hash, so equal passwords do not give equal hashes', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('compares passwords after Unicode normalisation (NFKC)', async () => {
    const stored = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword('cafe\u0301 au lait', stored)).toBe(true);
  });

  it.each([
    [null],
    [''],
    ['plain text'],
    ['bcrypt$1$2$3$4$5'],
    ['scrypt$32768$8$1$c2FsdA'],
    ['scrypt$1000$8$1$c2FsdA$aGFzaA'],
    ['scrypt$1073741824$8$1$c2FsdA$aGFzaA'],
  ])('answers false for the malformed hash %j', async (stored) => {
    expect(await verifyPassword('anything at all', stored)).toBe(false);
  });
});
