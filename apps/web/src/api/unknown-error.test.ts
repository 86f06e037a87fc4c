import { loadMessages } from '@captio/i18n';
import { describe, expect, test } from 'vitest';
import { unknownErrorTranslator } from './unknown-error.js';

const en = await loadMessages('en-US');
const de = await loadMessages('de-DE');

describe('the toast of a failure without a message', () => {
  test.each([
    ['en-US', en, 'Unknown error: /api/drive/file_list/. Please contact the administrator.'],
    ['de-DE', de, /^Unbekannter Fehler: \/api\/drive\/file_list\/\./],
  ] as const)('names the address in %s, not the key of its text', (locale, messages, text) => {
    const translate = unknownErrorTranslator(() => ({ route: { locale }, messages }));
    const shown = translate('error.unknown', { url: '/api/drive/file_list/' });
    expect(shown).toMatch(text);
    expect(shown).not.toContain('error.unknown');
  });

  test('speaks the language of the page on screen when the failure comes', () => {
    let page: { route: { locale: string }; messages: unknown } = {
      route: { locale: 'en-US' },
      messages: en,
    };
    const translate = unknownErrorTranslator(() => page);
    page = { route: { locale: 'de-DE' }, messages: de };
    expect(translate('error.unknown', { url: '/x' })).toMatch(/^Unbekannter Fehler/);
  });
});
