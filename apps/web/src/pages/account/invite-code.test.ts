import { describe, expect, test } from 'vitest';
import {
  forgetInviteCode,
  INVITE_CODE_STORAGE_KEY,
  inviteCodeOf,
  rememberInviteCode,
  storedInviteCode,
} from './invite-code.js';
import { keptQuery } from './sign-in-flow.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const refusing = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('inviteCodeOf', () => {
  test.each<[string, string]>([
    ['?invite_code=K7QX2MPA', 'K7QX2MPA'],
    ['?redirect=%2Fcredits&invite_code=%20k7qx%20', 'k7qx'],
    ['?invite_code=', ''],
    ['', ''],
    ['?c_code=appsumo', ''],
  ])('%j', (search, code) => {
    expect(inviteCodeOf(search)).toBe(code);
  });
});

describe('the invite code cache', () => {
  test('keeps a code until sign-up forgets it', () => {
    const storage = memoryStorage();
    expect(storedInviteCode(storage)).toBe('');
    rememberInviteCode('K7QX2MPA', storage);
    expect(storage.items.get(INVITE_CODE_STORAGE_KEY)).toBe('K7QX2MPA');
    expect(storedInviteCode(storage)).toBe('K7QX2MPA');
    rememberInviteCode('', storage);
    expect(storedInviteCode(storage)).toBe('K7QX2MPA');
    forgetInviteCode(storage);
    expect(storedInviteCode(storage)).toBe('');
  });

  test('a browser that refuses storage has no cache, and nothing breaks', () => {
    expect(() => rememberInviteCode('K7QX2MPA', refusing)).not.toThrow();
    expect(storedInviteCode(refusing)).toBe('');
    expect(() => forgetInviteCode(refusing)).not.toThrow();
    expect(storedInviteCode(undefined)).toBe('');
  });
});

describe('keptQuery', () => {
  test.each<[string, string]>([
    ['?redirect=%2Fcredits', '?redirect=%2Fcredits'],
    [
      '?invite_code=K7QX&utm_source=x&redirect=%2Fsettings',
      '?invite_code=K7QX&redirect=%2Fsettings',
    ],
    ['?token=secret', ''],
    ['', ''],
  ])('%j keeps %j', (search, kept) => {
    expect(keptQuery(search)).toBe(kept);
  });
});
