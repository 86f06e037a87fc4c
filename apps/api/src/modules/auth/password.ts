import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost of a new hash: N (work and memory), r (block size) and p (parallel runs). */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

// OWASP's scrypt floor (N=2^17, r=8, p=1) costs ~128 MB and ~0.3 s per hash on this kind of
// machine; N=2^15 keeps sign-in fast under load while still ~32 MB per guess for an attacker.
export const PASSWORD_COST: PasswordCost = { N: 32_768, r: 8, p: 1 };
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, so that the cost can rise later without breaking old hashes. */
export async function hashPassword(
  password: string,
  cost: PasswordCost = PASSWORD_COST,
): Promise<string> {
  const { N, r, p } = cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of nothing anyone knows, at the cost new hashes get, checked when the account does not
 * exist, so that timing tells nothing.
 */
const dummyHashes = new Map<string, Promise<string>>();
export function dummyPasswordHash(cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(key, hash);
  }
  return hash;
}
