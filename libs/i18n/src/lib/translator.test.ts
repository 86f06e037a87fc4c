import { describe, expect, test } from 'vitest';
import { loadMessages } from './catalog.js';
import type { Locale } from './locales.js';
import { createTranslator, formatMessage, isMessageDescriptor } from './translator.js';

const translatorFor = async (locale: Locale) =>
  createTranslator(locale, await loadMessages(locale));

describe('createTranslator', () => {
  test('formats arguments', async () => {
    const t = await translatorFor('en-US');
    expect(t('error.pageNotFound', { path: '/nope' })).toBe('Page not found: /nope');
    expect(t('nav.snsToFormat', { site: 'TikTok', format: 'MP4' })).toBe('TikTok to MP4');
    expect(t('cookie.title')).toBe('We value your privacy');
  });

  test.each([
    ['en-US', ['0 files', '1 file', '2 files', '5 files', '21 files']],
    ['de-DE', ['0 Dateien', '1 Datei', '2 Dateien', '5 Dateien', '21 Dateien']],
    ['fr-FR', ['0 fichier', '1 fichier', '2 fichiers', '5 fichiers', '21 fichiers']],
    ['ru-RU', ['0 файлов', '1 файл', '2 файла', '5 файлов', '21 файл']],
    [
      'ja-JP',
      ['0 件のファイル', '1 件のファイル', '2 件のファイル', '5 件のファイル', '21 件のファイル'],
    ],
  ] as const)('%s plural forms', async (locale, texts) => {
    const t = await translatorFor(locale);
    expect([0, 1, 2, 5, 21].map((count) => t('cloud.drawer.fileCount', { count }))).toEqual(texts);
  });

  test('selects by argument, with a fallback for other values', async () => {
    const t = await translatorFor('es-ES');
    expect(t('nav.mediaTranslator', { media: 'subtitle' })).toBe('Traductor de subtítulos');
    expect(t('nav.mediaTranslator', { media: 'video' })).toBe('Traductor de vídeo');
    expect(t('nav.mediaTranslator', { media: 'hologram' })).toBe('Traductor multimedia');
  });

  test('formats numbers and dates in the locale', async () => {
    const de = await translatorFor('de-DE');
    expect(de('header.credits', { count: 12345 })).toBe('Credits: 12.345');
    const expiry = new Date(2025, 5, 30, 12);
    expect(de('plan.expiry', { plan: 'Pro', date: expiry })).toBe(
      'Pro · läuft am 30. Juni 2025 ab',
    );
    const en = await translatorFor('en-US');
    expect(en('plan.expiry', { plan: 'Pro', date: expiry })).toBe('Pro · expires on Jun 30, 2025');
  });

  test('keeps the Chinese text of the unknown-error toast, the URL inside', async () => {
    const t = await translatorFor('zh-CN');
    expect(t('error.unknown', { url: '/api/drive/file_list/' })).toBe(
      '未知错误：/api/drive/file_list/，请联系管理员',
    );
  });

  test('translates descriptors, nested ones too', async () => {
    const t = await translatorFor('fr-FR');
    expect(t({ key: 'plan.none' })).toBe('Aucun forfait actif');
    expect(
      t({
        key: 'upload.failed',
        values: { status: 500, statusText: { key: 'upload.unknownError' } },
      }).replace(/\s/g, ' '),
    ).toBe('Échec de l’importation (500) : Erreur inconnue');
  });

  test('an unknown key is a programming error', async () => {
    const t = await translatorFor('en-US');
    expect(() => t('nope.nope' as never)).toThrow(/No message 'nope.nope' in en-US/);
  });
});

describe('isMessageDescriptor', () => {
  test.each([
    [{ key: 'plan.none' }, true],
    [{ key: 'plan.renewal', values: { plan: 'Pro' } }, true],
    ['plan.none', false],
    [new Date(), false],
    [null, false],
    [42, false],
    [{ id: 'plan.none' }, false],
  ])('%j -> %s', (value, expected) => {
    expect(isMessageDescriptor(value)).toBe(expected);
  });
});

describe('formatMessage', () => {
  const wait =
    'Подождите {seconds, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}';

  test.each([
    [1, 'Подождите 1 секунду'],
    [3, 'Подождите 3 секунды'],
    [11, 'Подождите 11 секунд'],
    [21, 'Подождите 21 секунду'],
    [1.5, 'Подождите 1,5 секунды'],
  ])('formats a message outside any catalog in its locale: %s', (seconds, text) => {
    expect(formatMessage('ru-RU', wait, { seconds })).toBe(text);
    // The second call reads the compiled message and says the same.
    expect(formatMessage('ru-RU', wait, { seconds })).toBe(text);
  });

  test('formats the number of a plural in the locale', () => {
    const message = '{n, plural, one {# crédit} other {# crédits}}';
    expect(formatMessage('fr-FR', message, { n: 12345 }).replace(/\s/g, ' ')).toBe(
      '12 345 crédits',
    );
    expect(formatMessage('en-US', message, { n: 1 })).toBe('1 crédit');
  });
});

describe('keys are typed by the English catalog', () => {
  test('an unknown key does not compile', () => {
    // Checked by `tsc` (the typecheck target): the directive fails if the line compiles.
    const misuse = (t: ReturnType<typeof createTranslator>) =>
      // @ts-expect-error 'cookie.dsec' is not a MessageKey
      t('cookie.dsec');
    expect(misuse).toBeTypeOf('function');
  });
});
