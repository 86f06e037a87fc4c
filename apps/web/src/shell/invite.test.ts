import { describe, expect, test } from 'vitest';
import { readLaunchQuery } from './launch-query.js';
import { inviteLink } from './invite.js';

describe('inviteLink', () => {
  test.each([
    ['en-US', 'AB12', 'https://captio.example/users/signup?invite_code=AB12'],
    ['de-DE', 'x_y-9', 'https://captio.example/de-DE/users/signup?invite_code=x_y-9'],
  ] as const)('in %s with %s: %s', (locale, code, expected) => {
    expect(inviteLink('https://captio.example', code, locale)).toBe(expected);
  });

  test('is read back as the invite code on load', () => {
    const link = new URL(inviteLink('https://captio.example', 'AB12', 'fr-FR'));
    expect(
      readLaunchQuery(link.search, { userAgent: '', partnerBrowserToken: undefined }).inviteCode,
    ).toBe('AB12');
  });
});
