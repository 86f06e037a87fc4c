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

function updateEmail(user: SignedIn, payload: Record<string, unknown>, locale = 'en-US') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/update_email/',
    headers: { ...user.headers, 'accept-language': locale },
    payload,
  });
}

async function storedEmail(userId: number): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row?.email;
}

function signIn(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/signin/', payload: { email, password } });
}

describe('POST /api/auth/update_email/', () => {
  it('changes the address (stored lower-case) and answers the new userdata', async () => {
    const user = await signUp(t.app);
    const response = await updateEmail(user, {
      email: 'Grace.Hopper@Example.org',
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    const body = json<{ data: { userdata: Record<string, unknown> }; message: string }>(response);
    expect(body.data.userdata).toMatchObject({
      user_id: user.userId,
      email: 'grace.hopper@example.org',
      username: 'grace.hopper',
      password: true,
    });
    expect(body.message).toBe('Your e-mail address has been changed.');
    expect(await storedEmail(user.userId)).toBe('grace.hopper@example.org');
    expect((await signIn('grace.hopper@example.org', user.password)).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(400);
  });

  it("refuses another account's address, whatever its case (409)", async () => {
    const owner = await signUp(t.app);
    const user = await signUp(t.app);
    const response = await updateEmail(
      user,
      { email: owner.email.toUpperCase(), password: user.password },
      'es-ES',
    );
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({
      message: 'Otra cuenta ya usa este correo electrónico.',
      code: 'email_taken',
    });
    expect(await storedEmail(user.userId)).toBe(user.email);
  });

  it('accepts its own address in another case as no change', async () => {
    const user = await signUp(t.app);
    const response = await updateEmail(user, {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(await storedEmail(user.userId)).toBe(user.email);
  });

  it.each([
    ['a wrong password', { password: 'not the password' }, 'wrong_password'],
    ['no password', {}, 'password_required'],
  ])('refuses %s when the account has one (400)', async (_case, extra, code) => {
    const user = await signUp(t.app);
    const response = await updateEmail(user, { email: 'taken-over@example.com', ...extra });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code, errors: [{ field: 'password' }] });
    expect(await storedEmail(user.userId)).toBe(user.email);
  });

  it('needs no password from an account that has none', async () => {
    const user = await signUp(t.app);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.userId));
    const response = await updateEmail(user, { email: 'deal-user@example.com' });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: { userdata: { password: boolean } } }>(response).data.userdata).toEqual(
      expect.objectContaining({ email: 'deal-user@example.com', password: false }),
    );
  });
});
