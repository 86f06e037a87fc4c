import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SignedIn,
  type TestApp,
  createTestApp,
  json,
  signUp,
} from '../../../test/support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type UserData = Record<string, unknown>;

async function userdataOf(user: SignedIn): Promise<UserData> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/check_login/',
    headers: user.headers,
  });
  return json<{ data: { userdata: UserData } }>(response).data.userdata;
}

function changeProfile(user: SignedIn, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/change_profile/',
    headers: user.headers,
    payload,
  });
}

describe('POST /api/auth/change_profile/', () => {
  it.each<[Record<string, unknown>, UserData]>([
    [{ change_language: 'ja-JP' }, { language_setting: 'ja-JP' }],
    [{ name: '  Grace Hopper ' }, { name: 'Grace Hopper' }],
    [
      { first_name: 'Grace', last_name: 'Hopper' },
      { first_name: 'Grace', last_name: 'Hopper' },
    ],
    [
      { user_avatar: 'https://cdn.example.com/a/grace.png' },
      { user_avatar: 'https://cdn.example.com/a/grace.png' },
    ],
    [{ views_preference: 'speaker' }, { views_preference: 'speaker' }],
    [
      { language_preference: { transcribe: 'en-US', translate: 'fr' } },
      { language_preference: { transcribe: 'en-US', translate: 'fr' } },
    ],
    [{ summary_language: 'de' }, { summary_language: 'de' }],
    [{ sub_duration_detection: false }, { sub_duration_detection: false }],
    [{ auto_upload: true }, { auto_upload: true }],
    [{ history_type: true }, { history_type: true }],
    [{ review_show: true }, { review_show: true }],
    [{ bonus_entry_show: true }, { bonus_entry_show: true }],
    [{ show_coupon: true }, { show_coupon: true }],
    [{ timezone: 'Asia/Tokyo' }, { timezone_setting: 'Asia/Tokyo' }],
    [{ timezone: 'europe/paris' }, { timezone_setting: 'Europe/Paris' }],
    [{ timezone: 'US/Pacific' }, { timezone_setting: 'America/Los_Angeles' }],
  ])('applies %j', async (payload, expected) => {
    const user = await signUp(t.app);
    const before = await userdataOf(user);
    expect(before).not.toMatchObject(expected);

    const response = await changeProfile(user, payload);
    expect(response.statusCode).toBe(200);
    const answered = json<{ data: { userdata: UserData } }>(response).data.userdata;
    expect(answered).toMatchObject(expected);
    expect(await userdataOf(user)).toEqual(answered);
  });

  it('changes several fields at once and leaves the others', async () => {
    const user = await signUp(t.app, { name: 'Ada' });
    const before = await userdataOf(user);
    const response = await changeProfile(user, {
      change_language: 'ko-KR',
      auto_upload: true,
      views_preference: 'article',
    });
    expect(json<{ data: { userdata: UserData } }>(response).data.userdata).toEqual({
      ...before,
      language_setting: 'ko-KR',
      auto_upload: true,
      views_preference: 'article',
    });
  });

  it('answers the unchanged user for an empty body', async () => {
    const user = await signUp(t.app);
    const before = await userdataOf(user);
    const response = await changeProfile(user, {});
    expect(response.statusCode).toBe(200);
    expect(json<{ data: { userdata: UserData } }>(response).data.userdata).toEqual(before);
  });

  it("changes only the caller's own profile", async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const otherBefore = await userdataOf(other);
    await changeProfile(user, { name: 'Changed', change_language: 'ru-RU' });
    expect(await userdataOf(other)).toEqual(otherBefore);
  });
});

describe('GET /api/auth/accept_cookies/', () => {
  it('records the consent on the account', async () => {
    const user = await signUp(t.app);
    expect((await userdataOf(user))['accept_cookies']).toBe(false);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/accept_cookies/',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { accept_cookies: true } });
    expect((await userdataOf(user))['accept_cookies']).toBe(true);
  });
});
