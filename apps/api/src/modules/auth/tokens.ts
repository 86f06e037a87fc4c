import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random secret, URL-safe: 32 bytes (256 bits) unless told otherwise. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored as their SHA-256: they are random, so no salt or slow hash is needed. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
