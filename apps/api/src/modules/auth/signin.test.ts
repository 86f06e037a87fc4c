import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, json, signUp } from '../../../test/support/test-app.js';
import { users } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('sign-up and sign-in', () => {
  it('signs up with the default user record (free, three free runs, no drive) and sets both cookies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      payload: { email: 'Ada@Example.com', password: 'analytical engine', name: 'Ada' },
    });
    expect(response.statusCode).toBe(200);
    const { data } = json<{
      data: { token: string; csrftoken: string; userdata: Record<string, unknown> };
    }>(response);
    expect(data.token).toMatch(/^[\w-]{43}$/);
    expect(data.userdata).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada',
      level: 0,
      point: 0,
      free_data: { remaining: 3, throttled: false, unlimited: false },
      views_preference: 'basic',
      sub_duration_detection: true,
      auto_upload: false,
      accept_cookies: false,
      drive_size: 0,
      password: true,
    });
    const cookies = response.cookies.map((cookie) => [cookie.name, cookie.httpOnly ?? false]);
    expect(cookies).toEqual(
      expect.arrayContaining([
        ['token', true],
        ['csrftoken', false],
      ]),
    );
  });

  it('refuses a second account for the same address, whatever its case (409)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      payload: { email: 'ADA@example.com', password: 'another password', name: 'Ada 2' },
    });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({
      message: 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Melden Sie sich an.',
      code: 'email_taken',
    });
  });

  it('signs in, and check_login returns the same user', async () => {
    const user = await signUp(t.app);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin/',
      payload: { email: user.email, password: user.password },
    });
    expect(signin.statusCode).toBe(200);
    const { data } = json<{ data: { token: string } }>(signin);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check_login/?1700000000000',
      headers: { authorization: `Token ${data.token}` },
    });
    expect(check.statusCode).toBe(200);
    expect(json<{ data: { userdata: { user_id: number } } }>(check).data.userdata.user_id).toBe(
      user.userId,
    );
  });

  it.each([
    ['a wrong password', (email: string) => ({ email, password: 'not the password' })],
    ['an unknown address', () => ({ email: 'nobody@example.com', password: 'whatever it is' })],
  ])('answers the same 400 for %s', async (_case, body) => {
    const user = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin/',
      payload: body(user.email),
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      message: 'The e-mail address or password is incorrect.',
      code: 'wrong_credentials',
    });
  });

  it('stores passwords at the real scrypt cost when no test asks for a cheap one, and signs in with them', async () => {
    const real = await createTestApp({}, { realPasswordCost: true });
    try {
      const user = await signUp(real.app);
      const [row] = await real.database.db.select().from(users).where(eq(users.id, user.userId));
      expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
      const signin = await real.app.inject({
        method: 'POST',
        url: '/api/auth/signin/',
        payload: { email: user.email, password: user.password },
      });
      expect(signin.statusCode).toBe(200);
    } finally {
      await real.close();
    }
  });

  it('lists field errors in the request locale', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      headers: { 'accept-language': 'fr' },
      payload: { email: 'not-an-address', password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    const body = json<{ message: string; errors: { field: string; message: string }[] }>(response);
    expect(body.message).toBe('Certains champs sont manquants ou invalides.');
    expect(body.errors.map((error) => error.field).sort()).toEqual(['email', 'name', 'password']);
    expect(body.errors.every((error) => !/^Invalid|expected/i.test(error.message))).toBe(true);
  });
});
