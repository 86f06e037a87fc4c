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
import { INVITE_CODE_ALPHABET, withFreshInviteCode } from './invite-codes.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const INVITE_CODE = new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`);

interface Profile {
  invite_code: string | null;
  name: string;
  language_setting: string;
  timezone_setting: string;
}

async function updateProfile(user: SignedIn, payload: Record<string, unknown>, locale = 'en-US') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/update_profile/',
    headers: { ...user.headers, 'accept-language': locale },
    payload,
  });
}

/** Bootstraps the user's profile and returns its invite code. */
async function inviteCodeOf(user: SignedIn): Promise<string> {
  const response = await updateProfile(user, {});
  const code = json<{ data: { userdata: Profile } }>(response).data.userdata.invite_code;
  if (!code) throw new Error(`no invite code: ${response.body}`);
  return code;
}

async function row(userId: number) {
  const [found] = await t.database.db.select().from(users).where(eq(users.id, userId));
  if (!found) throw new Error(`no user ${userId}`);
  return found;
}

describe('POST /api/auth/update_profile/ (profile bootstrap)', () => {
  it('gives a new user an invite code once, and the same one afterwards', async () => {
    const user = await signUp(t.app);
    expect((await row(user.userId)).inviteCode).toBeNull();

    const first = await updateProfile(user, {});
    expect(first.statusCode).toBe(200);
    const code = json<{ data: { userdata: Profile } }>(first).data.userdata.invite_code;
    expect(code).toMatch(INVITE_CODE);
    expect(await inviteCodeOf(user)).toBe(code);
    expect((await row(user.userId)).inviteCode).toBe(code);
  });

  it('gives different users different codes', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i += 1) codes.add(await inviteCodeOf(await signUp(t.app)));
    expect(codes.size).toBe(5);
  });

  it('agrees on one invite code when two tabs bootstrap at once', async () => {
    const user = await signUp(t.app);
    const answers = await Promise.all([updateProfile(user, {}), updateProfile(user, {})]);
    const codes = answers.map(
      (answer) => json<{ data: { userdata: Profile } }>(answer).data.userdata.invite_code,
    );
    expect(codes[0]).toMatch(INVITE_CODE);
    expect(codes[1]).toBe(codes[0]);
    expect((await row(user.userId)).inviteCode).toBe(codes[0]);
  });

  it("records the inviter's code once: the first inviter wins", async () => {
    const inviter = await signUp(t.app);
    const laterInviter = await signUp(t.app);
    const code = await inviteCodeOf(inviter);
    const laterCode = await inviteCodeOf(laterInviter);
    const user = await signUp(t.app);

    // Typed by a person: case and spaces do not matter.
    const response = await updateProfile(user, {
      invite_code: ` ${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`,
    });
    expect(response.statusCode).toBe(200);
    expect((await row(user.userId)).invitedBy).toBe(inviter.userId);

    expect((await updateProfile(user, { invite_code: laterCode })).statusCode).toBe(200);
    expect((await row(user.userId)).invitedBy).toBe(inviter.userId);
  });

  it('ignores the user their own code', async () => {
    const user = await signUp(t.app);
    const own = await inviteCodeOf(user);
    const response = await updateProfile(user, { invite_code: own });
    expect(response.statusCode).toBe(200);
    expect((await row(user.userId)).invitedBy).toBeNull();
  });

  it.each([
    [
      'an unknown code',
      async () => 'ZZZZZZZZ',
      'invite_code_unknown',
      'Такого кода приглашения нет. Проверьте его и попробуйте снова.',
    ],
    [
      'the code of an account younger than the user',
      async () => inviteCodeOf(await signUp(t.app)),
      'invite_code_too_late',
      'Этот код приглашения принадлежит аккаунту, созданному позже вашего, поэтому его нельзя применить.',
    ],
  ])('refuses %s (400) and records nothing', async (_case, codeFor, code, message) => {
    const user = await signUp(t.app);
    const entered = await codeFor();
    const response = await updateProfile(
      user,
      { invite_code: entered, name: 'Not saved' },
      'ru-RU',
    );
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ code, message });
    const stored = await row(user.userId);
    expect(stored.invitedBy).toBeNull();
    expect(stored.name).not.toBe('Not saved');
  });

  it('records referrer and fingerprint once (first value wins), and sets name, language and time zone each time', async () => {
    const user = await signUp(t.app);
    const first = await updateProfile(user, {
      referer: 'https://news.example.com/article',
      fingerprint: 'f1ngerpr1nt',
      name: 'Katherine',
      language: 'it-IT',
      timezone: 'Europe/Rome',
    });
    expect(first.statusCode).toBe(200);
    expect(json<{ data: { userdata: Profile } }>(first).data.userdata).toMatchObject({
      name: 'Katherine',
      language_setting: 'it-IT',
      timezone_setting: 'Europe/Rome',
      invite_code: expect.stringMatching(INVITE_CODE),
    });

    await updateProfile(user, {
      referer: 'https://other.example.com/',
      fingerprint: 'another-device',
      name: 'Kate',
      language: 'pt-PT',
      timezone: 'america/sao_paulo',
    });
    expect(await row(user.userId)).toMatchObject({
      referrer: 'https://news.example.com/article',
      fingerprint: 'f1ngerpr1nt',
      name: 'Kate',
      locale: 'pt-PT',
      timezone: 'America/Sao_Paulo',
    });
  });

  it('does not record an empty referrer or fingerprint', async () => {
    const user = await signUp(t.app);
    await updateProfile(user, { referer: '  ', fingerprint: '' });
    await updateProfile(user, { referer: 'https://later.example.com/', fingerprint: 'later' });
    expect(await row(user.userId)).toMatchObject({
      referrer: 'https://later.example.com/',
      fingerprint: 'later',
    });
  });
});

describe('sign-up with an invite code', () => {
  it('records the inviter', async () => {
    const inviter = await signUp(t.app);
    const code = await inviteCodeOf(inviter);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      payload: {
        email: 'invited@example.com',
        password: 'invited password',
        name: 'Invited',
        invite_code: code,
      },
    });
    expect(response.statusCode).toBe(200);
    const userId = json<{ data: { userdata: { user_id: number } } }>(response).data.userdata
      .user_id;
    expect((await row(userId)).invitedBy).toBe(inviter.userId);
  });

  it('refuses an unknown code (400) and creates no account', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      payload: {
        email: 'not-invited@example.com',
        password: 'invited password',
        name: 'Invited',
        invite_code: 'ZZZZZZZZ',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'invite_code_unknown' });
    const found = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'not-invited@example.com'));
    expect(found).toEqual([]);
  });
});

describe('withFreshInviteCode', () => {
  it('tries another code when the database says the last one is taken', async () => {
    const holder = await signUp(t.app);
    const taken = await inviteCodeOf(holder);
    const user = await signUp(t.app);
    const tried: string[] = [];

    const stored = await withFreshInviteCode(async (code) => {
      // The first write collides with a real unique violation, as a duplicate code would.
      const value = tried.length === 0 ? taken : code;
      tried.push(value);
      await t.database.db.update(users).set({ inviteCode: value }).where(eq(users.id, user.userId));
      return value;
    });

    expect(tried).toHaveLength(2);
    expect(tried[0]).toBe(taken);
    expect(stored).toMatch(INVITE_CODE);
    expect((await row(user.userId)).inviteCode).toBe(stored);
  });

  it('gives up after a few collisions rather than looping for ever', async () => {
    const holder = await signUp(t.app);
    const taken = await inviteCodeOf(holder);
    const user = await signUp(t.app);
    let attempts = 0;
    await expect(
      withFreshInviteCode(async () => {
        attempts += 1;
        await t.database.db
          .update(users)
          .set({ inviteCode: taken })
          .where(eq(users.id, user.userId));
      }),
    ).rejects.toThrow();
    expect(attempts).toBe(5);
  });
});
