import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { translationEngineSettings } from './translators.js';

/** What the operator's variables ask of media-engines' createTranslationEngines. */
describe('translation settings', () => {
  it.each([
    [{}, { apertium: {} }],
    [{ CAPTIO_APERTIUM: '0' }, { apertium: false }],
    [
      { CAPTIO_APERTIUM_BIN: '/opt/apertium/bin/apertium' },
      { apertium: { binaryPath: '/opt/apertium/bin/apertium' } },
    ],
    [
      { CAPTIO_LIBRETRANSLATE_URL: 'http://127.0.0.1:5000', CAPTIO_LIBRETRANSLATE_KEY: 'lt' },
      { apertium: {}, libretranslate: { url: 'http://127.0.0.1:5000', apiKey: 'lt' } },
    ],
    [{ CAPTIO_DEEPL_KEY: 'key:fx' }, { apertium: {}, deepl: { apiKey: 'key:fx' } }],
    [
      {
        CAPTIO_TRANSLATION_URL: 'http://127.0.0.1:8080',
        CAPTIO_TRANSLATION_LANGUAGES: 'en,de,pt-BR',
        CAPTIO_TRANSLATION_TIMEOUT_SECONDS: '30',
      },
      {
        apertium: {},
        openai: {
          url: 'http://127.0.0.1:8080',
          model: 'gpt-4o-mini',
          timeoutMs: 30_000,
          languages: ['en', 'de', 'pt-BR'],
        },
      },
    ],
  ])('%o sets up %o', (env, expected) => {
    expect(translationEngineSettings(loadConfig(env))).toEqual(expected);
  });

  it.each([
    ['CAPTIO_APERTIUM', 'maybe'],
    ['CAPTIO_DEEPL_URL', 'deepl'],
    ['CAPTIO_TRANSLATION_LANGUAGES', 'en;de'],
    ['CAPTIO_TRANSLATION_TIMEOUT_SECONDS', '1'],
  ])('%s=%s stops the start with the variable named', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
