import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with a per-user random salt. N=2^15, r=8, p=1: ~50 ms on one core and 32 MiB,
// enough to slow guessing without making sign-in feel slow.
const params = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const keyLength = 32;

/** scrypt's cost parameter N for new hashes: the server always hashes at this (`Config.passwordHashCost`). */
export const passwordHashCost = params.N;

/**
 * A cost for tests only (the test harness's `Config` and seeds): 32 times less work, so the thousands
 * of accounts the suites create and sign in do not each pay production's ~50 ms. Every hash records
 * its own parameters, so verifying works whichever cost made it.
 */
export const testPasswordHashCost = 1024;

function derive(password: string, salt: Buffer, options = params): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, all base64url; `cost` is N (a power of two), production's unless told. */
export async function hashPassword(password: string, cost: number = passwordHashCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...params, N: cost });
  return ['scrypt', cost, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  try {
    const key = await derive(password, Buffer.from(salt, 'base64url'), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: params.maxmem,
    });
    return key.length === expected.length && timingSafeEqual(key, expected);
  } catch {
    // Parameters scrypt refuses (not a power of two, more memory than allowed) are a malformed hash.
    return false;
  }
}
