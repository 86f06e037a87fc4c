import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Endpoint } from '../endpoint.js';
import { failureSchema } from '../schemas/envelope.js';
import { countPoint } from './credits.js';
import { fileList } from './drive.js';
import { endpoints } from './index.js';
import { showVersion } from './versions.js';

const all = Object.entries(endpoints) as [string, Endpoint][];

describe('the endpoint table', () => {
  it.each(all)('%s has a path under /api/ ending in a slash', (_name, endpoint) => {
    expect(endpoint.path).toMatch(/^\/api\/[\w/:-]*\/$/);
  });

  it('has one endpoint per method and path', () => {
    const keys = all.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
  });

  it.each(all)('%s has a summary and a tag for the OpenAPI page', (_name, endpoint) => {
    expect(endpoint.summary.length).toBeGreaterThan(0);
    expect(endpoint.tag.length).toBeGreaterThan(0);
  });

  it.each(all.filter(([, endpoint]) => endpoint.method === 'GET'))(
    '%s (a GET) takes no body',
    (_name, endpoint) => {
      expect(endpoint.body).toBeUndefined();
    },
  );

  it.each(all.filter(([, endpoint]) => endpoint.path.includes(':')))(
    '%s declares a schema for each path parameter',
    (_name, endpoint) => {
      const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const shape = (endpoint.params as z.ZodObject | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort()).toEqual(names.sort());
    },
  );

  /** Clients already call these paths and methods: they stay, character for character. */
  it.each([
    ['authStatus', 'GET', '/api/auth/status/'],
    ['checkLogin', 'GET', '/api/auth/check_login/'],
    ['changeProfile', 'POST', '/api/auth/change_profile/'],
    ['acceptCookies', 'GET', '/api/auth/accept_cookies/'],
    ['updateProfile', 'POST', '/api/auth/update_profile/'],
    ['activateAppsumo', 'POST', '/api/auth/activate_appsumo/'],
    ['logout', 'GET', '/api/auth/logout/'],
    ['countPoint', 'GET', '/api/point/count_point/'],
    ['showVersion', 'GET', '/api/version/show_version/'],
    ['updateVersion', 'POST', '/api/version/update_version/'],
    ['fileList', 'GET', '/api/drive/file_list/'],
    ['deleteFile', 'POST', '/api/drive/delete_file/'],
    ['subtitleLog', 'POST', '/api/subtitle/log/'],
  ] as const)('%s is %s %s', (name, method, path) => {
    expect(endpoints[name]).toMatchObject({ method, path });
  });

  it.each([
    ['authStatus', 'none'],
    ['checkLogin', 'session-or-key'],
    ['changeProfile', 'session'],
    ['acceptCookies', 'session'],
    ['logout', 'session'],
    ['countPoint', 'session-or-key'],
    ['showVersion', 'optional'],
    ['updateVersion', 'session'],
    ['fileList', 'session-or-key'],
    ['subtitleLog', 'optional'],
  ] as const)('%s is called with auth %s', (name, auth) => {
    expect(endpoints[name].auth).toBe(auth);
  });

  it.each(['logout', 'acceptCookies'] as const)(
    '%s changes state on a GET, so it needs the CSRF token',
    (name) => {
      expect(endpoints[name].changesState).toBe(true);
    },
  );
});

const file = {
  uuid: '0b6d2f5e-8f7c-4c55-9a39-5d2b1f0a9c11',
  file_hash: 'a'.repeat(64),
  file_name: 'talk.mp4',
  file_size: 10_485_760,
  content_type: 'video/mp4',
  created_time: '2026-03-01T10:00:00.000Z',
};

describe('response schemas of the fixed calls', () => {
  it.each([
    ['an empty drive', { data: { result: [], total_size: 0, drive_size: 0 } }],
    [
      'one file and a message',
      {
        data: { result: [file], total_size: 10_485_760, drive_size: 5 * 1024 ** 3 },
        message: 'ok',
      },
    ],
  ])('file_list accepts %s', (_case, body) => {
    expect(fileList.response.parse(body)).toEqual(body);
  });

  it.each([
    ['no total_size', { data: { result: [], drive_size: 0 } }],
    ['no drive_size', { data: { result: [], total_size: 0 } }],
    ['result not a list', { data: { result: file, total_size: 0, drive_size: 0 } }],
    ['a fractional size', { data: { result: [], total_size: 1.5, drive_size: 0 } }],
    ['a negative size', { data: { result: [], total_size: -1, drive_size: 0 } }],
    [
      'a file without uuid',
      { data: { result: [{ ...file, uuid: undefined }], total_size: 0, drive_size: 0 } },
    ],
    [
      'a date without zone',
      {
        data: {
          result: [{ ...file, created_time: '2026-03-01 10:00' }],
          total_size: 0,
          drive_size: 0,
        },
      },
    ],
    ['no data envelope', { result: [], total_size: 0, drive_size: 0 }],
  ])('file_list rejects %s', (_case, body) => {
    expect(fileList.response.safeParse(body).success).toBe(false);
  });

  it.each([
    [{ data: { point: 0 } }, true],
    [{ data: { point: 1200 } }, true],
    [{ data: { point: -5 } }, false],
    [{ data: { point: 2.5 } }, false],
    [{ data: {} }, false],
    [{ point: 3 }, false],
  ])('count_point %j valid: %s', (body, valid) => {
    expect(countPoint.response.safeParse(body).success).toBe(valid);
  });

  const version = {
    version: '1.4.0',
    version_name: 'Spring',
    version_info: '<p>New</p>',
    created_time: '2026-04-01T00:00:00+02:00',
    importance: 1,
  };
  it.each([
    [{ data: { result: [version], not_viewed: ['1.4.0'] } }, true],
    [{ data: { result: [], not_viewed: [] } }, true],
    [{ data: { result: [version] } }, false],
    [{ data: { result: [version], not_viewed: [140] } }, false],
    [{ data: { result: [{ ...version, importance: -1 }], not_viewed: [] } }, false],
  ])('show_version %j valid: %s', (body, valid) => {
    expect(showVersion.response.safeParse(body).success).toBe(valid);
  });

  it.each([
    [{ message: 'Not found: /api/x', code: 'not_found' }, true],
    [
      {
        message: 'Some fields are missing or invalid.',
        code: 'invalid_request',
        errors: [{ field: 'email', message: 'Invalid email address' }],
      },
      true,
    ],
    [{ message: 'Oops' }, false],
    [{ code: 'internal_error' }, false],
    [{ message: 'x', code: 'y', errors: [{ field: 'email' }] }, false],
    [{ message: 'x', code: 'y', errors: 'email' }, false],
  ])('the failure body %j valid: %s', (body, valid) => {
    expect(failureSchema.safeParse(body).success).toBe(valid);
  });
});
