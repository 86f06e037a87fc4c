import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SignedIn,
  type TestApp,
  createTestApp,
  json,
  signUp,
} from '../../../test/support/test-app.js';

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

const long = (length: number) => 'x'.repeat(length);

/** [call, body, the fields the answer must name]; every body is refused before anything runs. */
const CASES: [string, unknown, string[]][] = [
  ['change_password', {}, ['new_password']],
  ['change_password', { old_password: 'x', new_password: 'short' }, ['new_password']],
  ['change_password', { new_password: 12345678 }, ['new_password']],
  ['change_password', { old_password: 42, new_password: long(8) }, ['old_password']],
  ['change_password', { new_password: long(129) }, ['new_password']],
  ['change_password', { new_password: long(8), admin: true }, ['admin']],
  ['password_reset', {}, ['email']],
  ['password_reset', { email: 'not an address' }, ['email']],
  ['password_reset', { email: ['a@example.com'] }, ['email']],
  ['password_reset', { email: 'a@example.com', redirect: 'https://evil.example' }, ['redirect']],
  ['password_reset/confirm', {}, ['token', 'new_password']],
  ['password_reset/confirm', { token: '', new_password: long(8) }, ['token']],
  ['password_reset/confirm', { token: 'abc', new_password: 'short' }, ['new_password']],
  ['password_reset/confirm', { token: long(201), new_password: long(8) }, ['token']],
  ['password_reset/confirm', { token: 'abc', new_password: long(8), user_id: 1 }, ['user_id']],
  ['update_email', {}, ['email']],
  ['update_email', { email: 'nope' }, ['email']],
  ['update_email', { email: 'a@example.com', password: 42 }, ['password']],
  ['update_email', { email: `${long(250)}@example.com` }, ['email']],
  ['update_email', { email: 'a@example.com', user_id: 2 }, ['user_id']],
  ['change_profile', { change_language: 'xx-XX' }, ['change_language']],
  ['change_profile', { name: '' }, ['name']],
  ['change_profile', { name: '   ' }, ['name']],
  ['change_profile', { name: long(101) }, ['name']],
  ['change_profile', { user_avatar: 'not a url' }, ['user_avatar']],
  ['change_profile', { user_avatar: 'javascript:alert(1)' }, ['user_avatar']],
  ['change_profile', { views_preference: 'fancy' }, ['views_preference']],
  [
    'change_profile',
    { language_preference: { transcribe: 5 } },
    ['language_preference.transcribe'],
  ],
  ['change_profile', { sub_duration_detection: 'yes' }, ['sub_duration_detection']],
  ['change_profile', { auto_upload: 1 }, ['auto_upload']],
  ['change_profile', { timezone: 'Mars/Olympus' }, ['timezone']],
  ['change_profile', { timezone: '+01:00' }, ['timezone']],
  ['change_profile', { level: 3 }, ['level']],
  ['change_profile', { point: 1000, email: 'x@example.com' }, ['point', 'email']],
  ['update_profile', { invite_code: 12345678 }, ['invite_code']],
  ['update_profile', { invite_code: long(33) }, ['invite_code']],
  ['update_profile', { language: 'klingon' }, ['language']],
  ['update_profile', { timezone: 'Nowhere/Land' }, ['timezone']],
  ['update_profile', { fingerprint: long(129) }, ['fingerprint']],
  ['update_profile', { referer: long(2049) }, ['referer']],
  ['update_profile', { invited_by: 1 }, ['invited_by']],
  [
    'signup',
    { email: 'a@example.com', password: long(8), name: 'A', timezone: 'Mars/Base' },
    ['timezone'],
  ],
];

describe('bad input', () => {
  it.each(CASES)('%s refuses %j (400) naming %j', async (name, payload, fields) => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check_login/',
      headers: user.headers,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/${name}/`,
      headers: { ...user.headers, 'content-type': 'application/json', 'accept-language': 'de' },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    const body = json<{
      code: string;
      message: string;
      errors: { field: string; message: string }[];
    }>(response);
    expect(body.code).toBe('invalid_request');
    expect(body.message).toBe('Einige Felder fehlen oder sind ungültig.');
    expect([...new Set(body.errors.map((error) => error.field))].sort()).toEqual(
      [...fields].sort(),
    );
    expect(body.errors.every((error) => error.message.length > 0)).toBe(true);

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check_login/',
      headers: user.headers,
    });
    expect(after.body).toBe(before.body);
  });

  it.each([
    ['a JSON string', '"just text"'],
    ['a JSON array', '[1, 2]'],
    ['null', 'null'],
  ])('refuses %s as the body of change_profile (400)', async (_case, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change_profile/',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'invalid_request', errors: [{ field: 'body' }] });
  });

  it('refuses a body that is not JSON (400)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update_profile/',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'invalid_json' });
  });
});
