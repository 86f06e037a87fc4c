import { describe, expect, it } from 'vitest';
import { PASSWORD_COST, dummyPasswordHash, hashPassword, verifyPassword } from './password.js';

describe('password hashes', () => {
  it('are scrypt at N=2^15, r=8, p=1, salted, and verify only the password they were made of', async () => {
    expect(PASSWORD_COST).toEqual({ N: 32_768, r: 8, p: 1 });
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse batterY', first)).toBe(false);
  });

  it('verify at the cost written in the hash, so that a change of cost keeps old passwords', async () => {
    const cheap = await hashPassword('analytical engine', { N: 1024, r: 8, p: 1 });
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('analytical engine', cheap)).toBe(true);
    expect(await verifyPassword('difference engine', cheap)).toBe(false);
  });

  it('of an unknown scheme never verify', async () => {
    expect(await verifyPassword('x', 'bcrypt$10$abc$def')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$32768$8$1')).toBe(false);
  });

  it('for unknown accounts cost what a real one does', async () => {
    expect(await dummyPasswordHash()).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await dummyPasswordHash({ N: 1024, r: 8, p: 1 })).toMatch(/^scrypt\$1024\$8\$1\$/);
  });
});
