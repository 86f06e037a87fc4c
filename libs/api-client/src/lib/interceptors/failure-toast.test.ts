import { describe, expect, it } from 'vitest';
import {
  ERROR_TOAST_MS,
  type FailureToastInput,
  type TranslateUnknownError,
  UNKNOWN_ERROR_FALLBACK,
  failureToast,
} from './failure-toast.js';
import { DOWNLOAD_FAILED, TASK_NOT_FINISHED, TRANSLATION_NOT_FINISHED } from './quiet-failures.js';

const URL = '/api/drive/file_list/';
const english: TranslateUnknownError = (_key, { url }) =>
  `Unknown error: ${url}. Please contact the administrator.`;
const german: TranslateUnknownError = (_key, { url }) =>
  `Unbekannter Fehler: ${url}. Bitte wenden Sie sich an den Administrator.`;

describe('failureToast text and duration', () => {
  it.each<[string, Omit<FailureToastInput, 'url'>, string, number | null]>([
    [
      "the server's message, for 3000 ms",
      { status: 400, body: { message: 'Some fields are missing or invalid.', code: 'invalid' } },
      'Some fields are missing or invalid.',
      ERROR_TOAST_MS,
    ],
    [
      'the translated generic text when the body has no message, with no timeout',
      { status: 500, body: { code: 'internal' }, translate: german },
      `Unbekannter Fehler: ${URL}. Bitte wenden Sie sich an den Administrator.`,
      null,
    ],
    [
      'the generic text for an empty message',
      { status: 502, body: { message: '   ' }, translate: english },
      `Unknown error: ${URL}. Please contact the administrator.`,
      null,
    ],
    [
      'the generic text for a body that is not JSON',
      { status: 502, body: '<html>Bad gateway</html>', translate: english },
      `Unknown error: ${URL}. Please contact the administrator.`,
      null,
    ],
    [
      'the generic text when no answer came at all',
      { translate: english },
      `Unknown error: ${URL}. Please contact the administrator.`,
      null,
    ],
    [
      "'{url} error' when the translation is empty",
      { status: 500, translate: () => '' },
      `${URL} error`,
      null,
    ],
    [
      "'{url} error' when the translator echoes the key (missing message)",
      { status: 500, translate: (key) => key },
      `${URL} error`,
      null,
    ],
    [
      'the fixed fallback when there is no translator',
      { status: 500 },
      `未知错误：${URL}，请联系管理员`,
      null,
    ],
    [
      'the fixed fallback when the translator throws (catalog not loaded)',
      {
        status: 500,
        translate: () => {
          throw new RangeError("No message 'error.unknown' in de-DE");
        },
      },
      `未知错误：${URL}，请联系管理员`,
      null,
    ],
  ])('%s', (_case, input, text, timeoutMs) => {
    expect(failureToast({ url: URL, ...input })).toEqual({
      text,
      timeoutMs,
      url: URL,
      status: input.status,
    });
  });

  it('keeps the {url} placeholder in the exported fallback', () => {
    expect(UNKNOWN_ERROR_FALLBACK).toBe('未知错误：{url}，请联系管理员');
  });
});

describe('failureToast suppression', () => {
  const message = { message: 'Boom', code: 'boom' };
  it.each<[string, FailureToastInput]>([
    ['the caller asks for no toast', { url: URL, status: 500, body: message, toast: false }],
    [
      'the status is on the ignore list',
      { url: URL, status: 404, body: message, ignoreStatuses: [404] },
    ],
    ['the client log call', { url: '/api/subtitle/log/', status: 500, body: message }],
    ['the client log call with a query', { url: '/api/subtitle/log/?t=1', status: 500 }],
    ['the client log call by full address', { url: 'https://x.example/api/subtitle/log/' }],
    ['task not finished, by code', { url: URL, status: 409, body: { code: 'task_not_finished' } }],
    [
      'task not finished, by its Japanese message',
      { url: URL, status: 409, body: { message: TASK_NOT_FINISHED.text['ja-JP'] } },
    ],
    [
      'translation not finished, by its Russian message',
      { url: URL, status: 409, body: { message: TRANSLATION_NOT_FINISHED.text['ru-RU'] } },
    ],
    [
      'download failed, by its English message',
      { url: URL, status: 422, body: { message: 'The download failed.', code: 'x' } },
    ],
    [
      'a custom quiet list',
      { url: URL, status: 400, body: message, quietFailures: [{ code: 'boom' }] },
    ],
    [
      'a custom quiet path',
      { url: '/api/point/count_point/', status: 500, quietPaths: ['/api/point/count_point/'] },
    ],
  ])('no toast when %s', (_case, input) => {
    expect(failureToast(input)).toBeNull();
  });

  it.each<[string, FailureToastInput]>([
    ['another status than the ignored one', { url: URL, status: 500, ignoreStatuses: [404] }],
    ['toast: true', { url: URL, status: 500, toast: true }],
    ['a path that only starts like the log call', { url: '/api/subtitle/log/x', status: 500 }],
    [
      'a replaced quiet list that leaves the defaults out',
      { url: URL, status: 409, body: DOWNLOAD_FAILED, quietFailures: [{ code: 'other' }] },
    ],
  ])('a toast when %s', (_case, input) => {
    expect(failureToast(input)).not.toBeNull();
  });
});
