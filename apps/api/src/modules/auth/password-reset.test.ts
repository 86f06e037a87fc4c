import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type SignedIn,
  type TestApp,
  createTestApp,
  json,
  signUp,
} from '../../../test/support/test-app.js';
import { mailOutbox, passwordResets, users } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTIO_PUBLIC_URL: 'https://captio.example' });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  t.clock.set(new Date());
});

const HOUR = 60 * 60_000;

function requestReset(email: string, locale = 'en-US') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/password_reset/',
    headers: { 'accept-language': locale },
    payload: { email },
  });
}

function confirmReset(token: string, newPassword: string, locale = 'en-US') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/password_reset/confirm/',
    headers: { 'accept-language': locale },
    payload: { token, new_password: newPassword },
  });
}

function signIn(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/signin/', payload: { email, password } });
}

async function mailsTo(email: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id));
}

/** Requests a reset for the user and reads the token from the link in the queued mail. */
async function resetTokenFor(user: SignedIn): Promise<string> {
  expect((await requestReset(user.email)).statusCode).toBe(200);
  const [mail] = await mailsTo(user.email);
  const token = /\/users\/password\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no reset link in ${mail?.body}`);
  return token;
}

describe('POST /api/auth/password_reset/', () => {
  it("queues a mail in the user's locale with a single-use link, storing only the token's hash", async () => {
    const user = await signUp(t.app, { name: 'Émilie' });
    await t.database.db.update(users).set({ locale: 'fr-FR' }).where(eq(users.id, user.userId));

    const response = await requestReset(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe Captio');
    expect(mail?.body).toMatch(/^Bonjour Émilie,/);
    expect(mail?.sentAt).toBeNull();
    const link = /https:\/\/captio\.example\/fr-FR\/users\/password\?token=([\w-]{43})\n/.exec(
      mail?.body ?? '',
    );
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';

    const rows = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]?.usedAt).toBeNull();
    expect((rows[0]?.expiresAt.getTime() ?? 0) - t.clock.now.getTime()).toBe(HOUR);
  });

  it.each<[string, string]>([
    ['de-DE', 'https://captio.example/de-DE/users/password?token='],
    ['zh-TW', 'https://captio.example/zh-TW/users/password?token='],
    ['en-US', 'https://captio.example/users/password?token='],
    ['ru-RU', 'https://captio.example/ru-RU/users/password?token='],
  ])(
    'links the mail of an account in %s to the reset page in that language',
    async (locale, page) => {
      const user = await signUp(t.app);
      await t.database.db.update(users).set({ locale }).where(eq(users.id, user.userId));

      expect((await requestReset(user.email)).statusCode).toBe(200);

      const [mail] = await mailsTo(user.email);
      const link = /https:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? '';
      expect(link.slice(0, page.length)).toBe(page);
      expect(link.slice(page.length)).toMatch(/^[\w-]{43}$/);
    },
  );

  it('answers exactly the same for an address without an account, and sends nothing', async () => {
    const user = await signUp(t.app);
    const known = await requestReset(user.email, 'ko-KR');
    const unknown = await requestReset('nobody-here@example.com', 'ko-KR');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(json(unknown)).toEqual({
      data: { sent: true },
      message:
        '이 주소를 사용하는 계정이 있으면 비밀번호 재설정 링크를 보냈습니다. 링크는 1시간 동안 유효합니다.',
    });
    expect(await mailsTo('nobody-here@example.com')).toEqual([]);
  });

  it('limits requests per client and address (429), other addresses go on', async () => {
    const user = await signUp(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await requestReset(user.email)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await requestReset(user.email, 'de-DE');
    expect(json(limited)).toMatchObject({ code: 'too_many_requests' });
    expect(json<{ message: string }>(limited).message).toMatch(
      /^Zu viele Versuche\. Bitte warten Sie [\d.]+ Sekunden? und versuchen Sie es dann erneut\.$/,
    );
    expect(await mailsTo(user.email)).toHaveLength(5);
    expect((await requestReset('someone-else@example.com')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/password_reset/confirm/', () => {
  it('sets the password, spends the token and ends every session', async () => {
    const user = await signUp(t.app);
    const token = await resetTokenFor(user);

    const response = await confirmReset(token, 'chosen after reset');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: { changed: true },
      message: 'Your password has been changed. Sign in with your new password.',
    });

    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check_login/',
      headers: user.headers,
    });
    expect(check.statusCode).toBe(401);
    expect((await signIn(user.email, user.password)).statusCode).toBe(400);
    expect((await signIn(user.email, 'chosen after reset')).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.userId));
    expect(row?.usedAt).not.toBeNull();
  });

  it.each<[string, (token: string, user: SignedIn) => Promise<string>]>([
    [
      'already used',
      async (token) => {
        await confirmReset(token, 'first new one');
        return token;
      },
    ],
    [
      'expired (after one hour)',
      async (token) => {
        t.clock.advance(HOUR + 1000);
        return token;
      },
    ],
    [
      'spent by a password change',
      async (token, user) => {
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/change_password/',
          headers: user.headers,
          payload: { old_password: user.password, new_password: 'changed meanwhile' },
        });
        return token;
      },
    ],
    ['unknown', async () => 'made-up-token-that-was-never-issued'],
  ])('refuses a token that is %s (400) and sets no password', async (_case, presented) => {
    const user = await signUp(t.app);
    const token = await presented(await resetTokenFor(user), user);

    const response = await confirmReset(token, 'the attacker wins', 'zh-CN');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      message: '此重置密码链接无效：已过期或已被使用，请重新申请。',
      code: 'reset_token_invalid',
    });
    expect((await signIn(user.email, 'the attacker wins')).statusCode).toBe(400);
  });

  it('lets only one of two concurrent uses of a token through', async () => {
    const user = await signUp(t.app);
    const token = await resetTokenFor(user);
    const answers = await Promise.all([
      confirmReset(token, 'first concurrent one'),
      confirmReset(token, 'second concurrent one'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });
});
