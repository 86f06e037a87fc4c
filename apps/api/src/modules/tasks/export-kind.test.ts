import { LOCALE_CODES, type LocaleCode } from '@captio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, json } from '../../../test/support/test-app.js';
import { translate } from '../../i18n/locale.js';
import { exportMessages } from '../exports/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// The format is checked before the task is looked for: any id shows the answer.
const ID = '00000000-0000-4000-8000-000000000000';
const TASK = `/api/tasks/${ID}/export`;
const TRANSLATION = `/api/translations/${ID}/export`;

function exportOf(url: string, query: string, locale: LocaleCode) {
  return t.app.inject({
    method: 'GET',
    url: `${url}?${query}`,
    headers: { 'accept-language': locale },
  });
}

describe('an export format asked for in the other kind', () => {
  it.each<[string, string, LocaleCode, 'documentFormat' | 'subtitleFormat', string]>([
    [TASK, 'format=docx', 'en-US', 'documentFormat', 'docx'],
    [TASK, 'format=docx&kind=subtitle', 'de-DE', 'documentFormat', 'docx'],
    [TASK, 'format=srt&kind=document', 'fr-FR', 'subtitleFormat', 'srt'],
    [TASK, 'format=vtt&kind=document', 'zh-CN', 'subtitleFormat', 'vtt'],
    [TRANSLATION, 'format=docx', 'ja-JP', 'documentFormat', 'docx'],
    [TRANSLATION, 'format=lrc&kind=document', 'ru-RU', 'subtitleFormat', 'lrc'],
  ])(
    '%s?%s answers 400 wrong_export_kind naming the kind to ask for, in %s',
    async (url, query, locale, message, format) => {
      const response = await exportOf(url, query, locale);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        code: 'wrong_export_kind',
        message: translate(exportMessages[message], locale, { format }),
      });
    },
  );

  it.each(LOCALE_CODES)(
    'docx without kind names kind=document and the format in %s',
    async (locale) => {
      const { message } = json<{ message: string }>(await exportOf(TASK, 'format=docx', locale));
      expect(message).toContain('kind=document');
      expect(message).toContain('docx');
    },
  );

  it.each(['format=pdf&kind=document', 'format=txt'])(
    '%s is no wrong kind: the task is looked for',
    async (query) => {
      expect((await exportOf(TASK, query, 'en-US')).statusCode).toBe(404);
    },
  );
});
