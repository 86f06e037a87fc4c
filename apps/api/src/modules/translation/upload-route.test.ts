import { LOCALE_CODES, type LocaleCode, MAX_SUBTITLE_TEXT } from '@captio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormPart, multipartForm } from '../../../test/support/media-fixtures.js';
import { type TestApp, createTestApp, json } from '../../../test/support/test-app.js';
import { fileMessages } from '../files/messages.js';
import { translate } from '../../i18n/locale.js';
import { translationMessages } from './messages.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LANGUAGES: FormPart[] = [
  { name: 'source_language', data: 'en' },
  { name: 'target_language', data: 'es' },
];

function upload(parts: FormPart[], locale: LocaleCode) {
  const form = multipartForm(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/translations/upload/',
    headers: { ...form.headers, 'accept-language': locale },
    payload: form.payload,
  });
}

describe('POST /api/translations/upload/ refusals', () => {
  it.each<[string, FormPart[], LocaleCode]>([
    ['only the languages', LANGUAGES, 'en-US'],
    ['no part at all', [{ name: 'note', data: 'x' }], 'de-DE'],
    [
      'the file in another field',
      [
        ...LANGUAGES,
        { name: 'subtitle', filename: 'a.srt', data: '1\n00:00:00,000 --> 00:00:01,000\nHi\n' },
      ],
      'ja-JP',
    ],
  ])(
    'a form with %s: 400 no_file, as the media upload says, in %s',
    async (_case, parts, locale) => {
      const response = await upload(parts, locale);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        code: 'no_file',
        message: translationMessages.noSubtitleFile[locale],
      });
    },
  );

  it.each<[string, Record<string, string>, string, LocaleCode]>([
    ['JSON', { 'content-type': 'application/json' }, '{"text":"1"}', 'en-US'],
    ['plain text', { 'content-type': 'text/plain' }, 'WEBVTT', 'fr-FR'],
  ])(
    'a %s body: 415 not_multipart, saying how to send the file, in %s',
    async (_case, headers, payload, locale) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/translations/upload/',
        headers: { ...headers, 'accept-language': locale },
        payload,
      });
      expect(response.statusCode).toBe(415);
      expect(json(response)).toEqual({
        code: 'not_multipart',
        message: fileMessages.notMultipart[locale],
      });
    },
  );

  it.each(LOCALE_CODES)(
    'a file no subtitle is read from: 422 naming TTML among the formats, in %s',
    async (locale) => {
      const response = await upload(
        [...LANGUAGES, { name: 'file', filename: 'notes.srt', data: 'no timings here' }],
        locale,
      );
      expect(response.statusCode).toBe(422);
      const body = json<{ code: string; message: string }>(response);
      expect(body).toEqual({
        code: 'subtitle_unreadable',
        message: translationMessages.subtitleUnreadable[locale],
      });
      expect(body.message).toContain('TTML');
    },
  );

  // The same bytes every run: a linear congruential sequence.
  let seed = 7;
  const noise = Buffer.from(
    Array.from({ length: 4096 }, () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed >> 16;
    }),
  );
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    Buffer.from('IHDR'),
    noise.subarray(0, 200),
  ]);
  it.each(['en-US', 'de-DE'] as const)(
    'a file past the size every plan translates: 413, saying no plan takes more, in %s',
    async (locale) => {
      const cue = '1\n00:00:00,000 --> 00:00:01,000\nHello there\n\n';
      const data = cue.repeat(Math.ceil(MAX_SUBTITLE_TEXT / cue.length) + 10);
      const response = await upload(
        [...LANGUAGES, { name: 'file', filename: 'big.srt', data }],
        locale,
      );
      expect(response.statusCode).toBe(413);
      expect(json(response)).toEqual({
        code: 'file_too_large',
        message: translate(translationMessages.fileTooLarge, locale, {
          limit: 1.91,
        }),
      });
    },
  );

  it.each([
    ['random bytes named .txt', 'noise.txt', noise],
    ['random bytes named .bin', 'noise.bin', noise],
    ['an image named .txt', 'image.txt', png],
  ])('%s: 422 subtitle_unreadable, nothing translated', async (_case, filename, data) => {
    const response = await upload([...LANGUAGES, { name: 'file', filename, data }], 'en-US');
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({ code: 'subtitle_unreadable' });
  });
});
