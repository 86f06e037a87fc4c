import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SignedIn,
  type TestApp,
  createTestApp,
  json,
  signUp,
} from '../../../test/support/test-app.js';
import { sessions } from '../../db/schema.js';

let t: TestApp;
/** Users for the calls that must be refused: a refused call changes nothing, so they can share. */
let user: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

interface Call {
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, unknown>;
}

/** Every call that needs a session, with a body that would succeed. */
const SESSION_CALLS: [string, Call][] = [
  ['check_login', { method: 'GET', url: '/api/auth/check_login/' }],
  ['logout', { method: 'GET', url: '/api/auth/logout/' }],
  ['accept_cookies', { method: 'GET', url: '/api/auth/accept_cookies/' }],
  [
    'change_password',
    {
      method: 'POST',
      url: '/api/auth/change_password/',
      payload: { old_password: 'x', new_password: 'long enough password' },
    },
  ],
  [
    'update_email',
    { method: 'POST', url: '/api/auth/update_email/', payload: { email: 'new@example.com' } },
  ],
  ['change_profile', { method: 'POST', url: '/api/auth/change_profile/', payload: { name: 'X' } }],
  ['update_profile', { method: 'POST', url: '/api/auth/update_profile/', payload: {} }],
];

/** Calls that change something: a session alone is not enough, the CSRF token must come too. */
const CSRF_CALLS = SESSION_CALLS.filter(([name]) => name !== 'check_login');

function call(
  target: Call,
  headers: Record<string, string> = {},
  cookies?: Record<string, string>,
) {
  return t.app.inject({
    method: target.method,
    url: target.url,
    headers,
    ...(cookies ? { cookies } : {}),
    ...(target.payload ? { payload: target.payload } : {}),
  });
}

describe('sessions', () => {
  it.each(SESSION_CALLS)('%s without a token answers 401', async (_name, target) => {
    const response = await call(target, { 'accept-language': 'it-IT' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ code: 'not_signed_in', message: 'Accedi per continuare.' });
  });

  it.each(SESSION_CALLS)('%s with a forged token answers 401', async (_name, target) => {
    const forged = `${user.token.slice(0, -4)}AAAA`;
    const response = await call(target, {
      authorization: `Token ${forged}`,
      'x-csrftoken': user.csrftoken,
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ code: 'session_expired' });
  });

  it.each(SESSION_CALLS)('%s with an expired session answers 401', async (_name, target) => {
    const expiring = await signUp(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expiring.userId));
    const response = await call(target, expiring.headers);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({
      code: 'session_expired',
      message: 'Your session has expired. Please sign in again.',
    });
  });

  it('accepts the token cookie alone for check_login', async () => {
    const response = await call(
      { method: 'GET', url: '/api/auth/check_login/' },
      {},
      {
        token: user.token,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(json<{ data: { userdata: { user_id: number } } }>(response).data.userdata.user_id).toBe(
      user.userId,
    );
  });

  it('clears a session cookie no session has, in its 401: the page cannot read it to drop it', async () => {
    const stale = await signUp(t.app);
    await call({ method: 'GET', url: '/api/auth/logout/' }, stale.headers);
    const check = { method: 'GET', url: '/api/auth/check_login/' } as const;
    const byCookie = await call(check, {}, { token: stale.token });
    expect(byCookie.statusCode).toBe(401);
    const cleared = byCookie.cookies.filter((cookie) => cookie.value === '');
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual(['csrftoken', 'token']);
    // A token in the header is the caller's to drop: no cookie is touched.
    const byHeader = await call(check, { authorization: `Token ${stale.token}` });
    expect(byHeader.statusCode).toBe(401);
    expect(byHeader.cookies).toEqual([]);
  });

  it('ends the session on logout: the token no longer works, by header or cookie', async () => {
    const leaving = await signUp(t.app);
    const logout = await call({ method: 'GET', url: '/api/auth/logout/' }, leaving.headers);
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.filter((cookie) => cookie.value === '');
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual(['csrftoken', 'token']);

    const check = { method: 'GET', url: '/api/auth/check_login/' } as const;
    expect((await call(check, leaving.headers)).statusCode).toBe(401);
    expect((await call(check, {}, { token: leaving.token })).statusCode).toBe(401);
  });
});

async function userdataOf(signedIn: SignedIn): Promise<unknown> {
  const response = await call({ method: 'GET', url: '/api/auth/check_login/' }, signedIn.headers);
  expect(response.statusCode).toBe(200);
  return json<{ data: { userdata: unknown } }>(response).data.userdata;
}

describe('CSRF', () => {
  const cases = CSRF_CALLS.flatMap(([name, target]) => [
    [name, 'no X-CSRFtoken', target, () => ({})],
    [name, 'a wrong X-CSRFtoken', target, () => ({ 'x-csrftoken': 'not-the-csrf-token' })],
    [name, "another session's X-CSRFtoken", target, () => ({ 'x-csrftoken': other.csrftoken })],
  ]) as [string, string, Call, () => Record<string, string>][];

  it.each(cases)(
    '%s with %s answers 403 and changes nothing',
    async (_name, _case, target, csrf) => {
      const before = await userdataOf(user);
      const response = await call(target, {
        authorization: `Token ${user.token}`,
        'accept-language': 'pt-PT',
        ...csrf(),
      });
      expect(response.statusCode).toBe(403);
      expect(json(response)).toMatchObject({
        code: 'csrf_failed',
        message:
          'O token de segurança da página está em falta ou expirou. Recarregue a página e tente novamente.',
      });
      // Still signed in (a refused logout ends nothing) and the profile is as it was.
      expect(await userdataOf(user)).toEqual(before);
    },
  );

  it.each(CSRF_CALLS)(
    '%s with the session cookie but no X-CSRFtoken (a cross-site request) answers 403',
    async (_name, target) => {
      const response = await call(target, {}, { token: user.token, csrftoken: user.csrftoken });
      expect(response.statusCode).toBe(403);
      expect(json(response)).toMatchObject({ code: 'csrf_failed' });
    },
  );
});

describe('answers', () => {
  it('never carry a password or its hash; userdata.password is a boolean', async () => {
    const password = 'a very particular password';
    const owner = await signUp(t.app, { password });
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin/',
        payload: { email: owner.email, password },
      }),
      await call({ method: 'GET', url: '/api/auth/check_login/' }, owner.headers),
      await call(
        { method: 'POST', url: '/api/auth/change_profile/', payload: { name: 'Renamed' } },
        owner.headers,
      ),
      await call({ method: 'POST', url: '/api/auth/update_profile/', payload: {} }, owner.headers),
      await call(
        {
          method: 'POST',
          url: '/api/auth/update_email/',
          payload: { email: `moved-${owner.userId}@example.com`, password },
        },
        owner.headers,
      ),
      await call(
        {
          method: 'POST',
          url: '/api/auth/change_password/',
          payload: { old_password: password, new_password: 'another particular password' },
        },
        owner.headers,
      ),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(password);
      expect(answer.body).not.toContain('another particular password');
      expect(answer.body).not.toMatch(/scrypt\$|password_hash|passwordHash/);
      const userdata = json<{ data: { userdata?: { password: unknown } } }>(answer).data.userdata;
      if (userdata) expect(userdata.password).toBe(true);
    }
    expect(answers.filter((answer) => answer.body.includes('"userdata"'))).toHaveLength(5);
  });
});

describe('body size', () => {
  it.each([
    ['change_profile', '/api/auth/change_profile/'],
    ['update_profile', '/api/auth/update_profile/'],
    ['password_reset', '/api/auth/password_reset/'],
  ])('%s answers 413 to a body over 1 MB', async (_name, url) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...user.headers, 'content-type': 'application/json', 'accept-language': 'fr' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({
      code: 'payload_too_large',
      message: 'La requête est trop volumineuse.',
    });
  });
});
