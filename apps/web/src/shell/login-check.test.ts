import { describe, expect, test } from 'vitest';
import { shouldCheckLogin } from './login-check.js';
import { systemStatus } from './maintenance.js';

describe('shouldCheckLogin', () => {
  test.each([
    [true, 'index', true],
    [true, 'credits', true],
    [true, undefined, true],
    [true, 'users-signin', false],
    [true, 'users-signup', false],
    [false, 'credits', false],
  ])('stored session %s, page %s: %s', (storedSession, pageName, expected) => {
    expect(shouldCheckLogin({ storedSession, pageName })).toBe(expected);
  });
});

describe('systemStatus', () => {
  test.each([
    [
      { status: true, show_notice: false },
      { isMaintenance: false, showNotice: false },
    ],
    [
      { status: false, show_notice: false },
      { isMaintenance: true, showNotice: false },
    ],
    [
      { status: true, show_notice: true },
      { isMaintenance: false, showNotice: true },
    ],
  ])('%j is kept as %j', (answer, expected) => {
    expect(systemStatus(answer)).toEqual(expected);
  });
});
