import { describe, expect, test } from 'vitest';
import { loadMessages } from './catalog.js';
import { LOCALES, type Locale } from './locales.js';

describe('loadMessages', () => {
  test.each([
    ['en-US', 'Accept'],
    ['zh-CN', '接受'],
    ['zh-TW', '接受'],
    ['es-ES', 'Aceptar'],
    ['pt-PT', 'Aceitar'],
    ['fr-FR', 'Accepter'],
    ['de-DE', 'Akzeptieren'],
    ['it-IT', 'Accetta'],
    ['ja-JP', '同意する'],
    ['ko-KR', '동의'],
    ['ru-RU', 'Принять'],
  ] as const)('loads the %s catalog', async (locale, accept) => {
    const messages = await loadMessages(locale);
    expect(messages['cookie.ok']).toBe(accept);
  });

  test('hands out one promise per locale, which React’s use() needs', () => {
    expect(loadMessages('de-DE')).toBe(loadMessages('de-DE'));
    expect(loadMessages('de-DE')).not.toBe(loadMessages('fr-FR'));
  });

  test('every catalog has the English keys', async () => {
    const english = Object.keys(await loadMessages('en-US'));
    for (const locale of LOCALES) {
      expect(Object.keys(await loadMessages(locale)), locale).toEqual(english);
    }
  });

  test('an unknown locale is refused with the known ones listed', async () => {
    await expect(loadMessages('nl-NL' as Locale)).rejects.toThrow(
      /No catalog for 'nl-NL' \(known: en-US, zh-CN/,
    );
  });
});
