import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SignedIn,
  type TestApp,
  createTestApp,
  json,
  signUp,
} from '../../../test/support/test-app.js';
import { users } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function signIn(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/signin/', payload: { email, password } });
}

async function anotherSession(user: SignedIn): Promise<Record<string, string>> {
  const { data } = json<{ data: { token: string; csrftoken: string } }>(
    await signIn(user.email, user.password),
  );
  return { authorization: `Token ${data.token}`, 'x-csrftoken': data.csrftoken };
}

async function isSignedIn(headers: Record<string, string>): Promise<boolean> {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/check_login/', headers });
  return response.statusCode === 200;
}

function changePassword(
  headers: Record<string, string>,
  payload: Record<string, unknown>,
  locale = 'en-US',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/change_password/',
    headers: { ...headers, 'accept-language': locale },
    payload,
  });
}

describe('POST /api/auth/change_password/', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const user = await signUp(t.app);
    const laptop = await anotherSession(user);
    const phone = await anotherSession(user);

    const response = await changePassword(user.headers, {
      old_password: user.password,
      new_password: 'a brand new secret',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: { changed: true },
      message: 'Your password has been changed. You have been signed out on your other devices.',
    });

    expect(await isSignedIn(user.headers)).toBe(true);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    expect((await signIn(user.email, user.password)).statusCode).toBe(400);
    expect((await signIn(user.email, 'a brand new secret')).statusCode).toBe(200);
  });

  it.each([
    [
      'a wrong current password',
      { old_password: 'not my password', new_password: 'whatever new one' },
      'wrong_password',
      '現在のパスワードが正しくありません。',
    ],
    [
      'no current password',
      { new_password: 'whatever new one' },
      'password_required',
      'この変更を行うには、現在のパスワードを入力してください。',
    ],
    [
      'an empty current password',
      { old_password: '', new_password: 'whatever new one' },
      'password_required',
      'この変更を行うには、現在のパスワードを入力してください。',
    ],
  ])('refuses %s (400) and changes nothing', async (_case, payload, code, message) => {
    const user = await signUp(t.app);
    const other = await anotherSession(user);

    const response = await changePassword(user.headers, payload, 'ja-JP');
    expect(response.statusCode).toBe(400);
    const body = json<{ code: string; message: string; errors: unknown[] }>(response);
    expect(body.code).toBe(code);
    expect(body.message).toBe(message);
    expect(body.errors).toEqual([{ field: 'old_password', message }]);

    expect(await isSignedIn(other)).toBe(true);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('lets an account without a password set one without an old password', async () => {
    const user = await signUp(t.app);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.userId));

    const response = await changePassword(user.headers, { new_password: 'my first password' });
    expect(response.statusCode).toBe(200);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check_login/',
      headers: user.headers,
    });
    expect(json<{ data: { userdata: { password: unknown } } }>(check).data.userdata.password).toBe(
      true,
    );
    expect((await signIn(user.email, 'my first password')).statusCode).toBe(200);
  });

  it('slows down guessing the current password with a stolen session (429)', async () => {
    const user = await signUp(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await changePassword(user.headers, {
        old_password: `guess number ${attempt}`,
        new_password: 'the attacker wins',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });
});
