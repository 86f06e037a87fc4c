import { describe, expect, test } from 'vitest';
import type { PageName } from '@captio/routing-rules';
import { apiLinkFor, authLinks, showsBackLink, showsInviteFriends } from './header-rules.js';

describe('apiLinkFor (the mobile menu adds an API link unless overseas)', () => {
  test.each<[number | undefined, boolean, string | undefined]>([
    [undefined, false, '/api-introduction'],
    [0, false, '/api-introduction'],
    [1, false, '/api-introduction'],
    [2, false, '/api-introduction'],
    [3, false, '/api-dashboard'],
    [7, false, '/api-dashboard'],
    [undefined, true, undefined],
    [0, true, undefined],
    [3, true, undefined],
  ])('level %s, overseas %s: %s', (level, overseas, href) => {
    expect(apiLinkFor({ level, overseas })?.href).toBe(href);
  });

  test.each([
    [0, 'nav.apiIntroduction'],
    [5, 'nav.apiDashboard'],
  ])('level %s is labelled %s', (level, key) => {
    expect(apiLinkFor({ level, overseas: false })?.label.key).toBe(key);
  });
});

describe('showsBackLink (signed-in users away from the workspace or home)', () => {
  test.each<[boolean, PageName | undefined, boolean]>([
    [true, 'pricing', true],
    [true, 'result-hash', true],
    [true, 'sns-to-format', true],
    [true, undefined, true],
    [true, 'workspace', false],
    [true, 'index', false],
    [false, 'pricing', false],
    [false, undefined, false],
  ])('signed in %s on %s: %s', (signedIn, pageName, expected) => {
    expect(showsBackLink({ signedIn, pageName })).toBe(expected);
  });
});

describe('showsInviteFriends (hidden on the workspace page)', () => {
  test.each<[PageName | undefined, boolean]>([
    ['workspace', false],
    ['index', true],
    ['settings', true],
    [undefined, true],
  ])('%s: %s', (pageName, expected) => {
    expect(showsInviteFriends(pageName)).toBe(expected);
  });
});

describe('authLinks (sign-in and sign-up for anonymous visitors)', () => {
  test.each([
    [false, false, 'shown'],
    [false, true, 'reserved'],
    [true, false, 'none'],
    [true, true, 'none'],
  ] as const)('signed in %s, account pending %s: %s', (signedIn, accountPending, expected) => {
    expect(authLinks({ signedIn, accountPending })).toBe(expected);
  });
});
