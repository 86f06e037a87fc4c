import { userData } from '@captio/api-client/testing';
import { describe, expect, test } from 'vitest';
import { accountPending, createSessionStore, type SessionActions } from './session-store.js';

type Step = (actions: SessionActions) => void;

// The header holds back its sign-in links while this is true: from a page served with a session
// cookie until check_login has answered, whichever way it answers.
describe('accountPending', () => {
  test.each<[string, boolean, Step[], boolean]>([
    ['a visitor, before any check', false, [], false],
    ['a session cookie, before the check', true, [], true],
    ['a session cookie, the check found the user', true, [(s) => s.signedIn(userData())], false],
    ['a session cookie, the check failed (network)', true, [(s) => s.markChecked()], false],
    ['a session cookie, the check answered 401', true, [(s) => s.reset()], false],
    ['a session cookie, a balance came before the check', true, [(s) => s.setPoint(5)], true],
    [
      'a session cookie, signed in then logged out',
      true,
      [(s) => s.signedIn(userData()), (s) => s.reset()],
      false,
    ],
  ])('%s (cookie %s): %s', (_case, sessionCookie, steps, pending) => {
    const store = createSessionStore({ sessionCookie });
    for (const step of steps) step(store.getState());
    expect(accountPending(store.getState())).toBe(pending);
  });
});
