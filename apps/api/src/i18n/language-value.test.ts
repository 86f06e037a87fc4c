import { describe, expect, it } from 'vitest';
import { languageValue } from './language-value.js';
import { translate } from './locale.js';

describe('a language code in a message', () => {
  it.each([
    ['en', 'de-DE', 'Englisch'],
    ['ja', 'fr-FR', 'japonais'],
    ['es', 'ja-JP', 'スペイン語'],
    ['pt-BR', 'en-US', 'Brazilian Portuguese'],
    // Not a language tag the runtime reads: the product's own list names it.
    ['yue(oral)', 'en-US', 'Cantonese (spoken)'],
    // Nobody names it: the code, as the site wrote it.
    ['xx-not_a-tag!', 'en-US', 'xx-not_a-tag!'],
  ] as const)('%s reads as its name in %s: %s', (code, locale, name) => {
    const value = languageValue(code);
    expect(typeof value === 'function' ? value(locale) : value).toBe(name);
  });

  it('is put in the message in the message’s locale', () => {
    const text = {
      'en-US': 'The text is already in {language}.',
      'zh-CN': '{language}',
      'zh-TW': '{language}',
      'es-ES': 'El texto ya está en {language}.',
      'pt-PT': '{language}',
      'fr-FR': '{language}',
      'de-DE': 'Der Text ist schon auf {language}.',
      'it-IT': '{language}',
      'ja-JP': '{language}',
      'ko-KR': '{language}',
      'ru-RU': '{language}',
    };
    const values = { language: languageValue('fr') };
    expect(translate(text, 'en-US', values)).toBe('The text is already in French.');
    expect(translate(text, 'es-ES', values)).toBe('El texto ya está en francés.');
    expect(translate(text, 'de-DE', values)).toBe('Der Text ist schon auf Französisch.');
  });
});
