import { describe, expect, it } from 'vitest';
import {
  initialLanguage,
  isSupported,
  languageChoices,
  type EngineLanguages,
} from './language-choices.js';

const SPHINX: EngineLanguages = { name: 'PocketSphinx', languages: ['en'] };
const WHISPER: EngineLanguages = {
  name: 'whisper.cpp',
  languages: ['auto', 'en', 'zh', 'yue', 'fr'],
};

const codes = (choices: { code: string }[]) => choices.map((choice) => choice.code);

describe('automatic detection', () => {
  it.each([
    ['a visitor', 0, undefined, false],
    ['a free user', 0, { bgm_remove: false }, false],
    [
      'a free user while global_free allows background-music removal',
      0,
      { bgm_remove: true },
      true,
    ],
    ['a VIP', 1, undefined, true],
    ['the unlimited level', 2, undefined, true],
  ])('%s: offered %s', (_who, level, globalFree, offered) => {
    const choices = languageChoices({ locale: 'en-US', level, globalFree, engines: [WHISPER] });
    expect(codes(choices).includes('auto')).toBe(offered);
  });

  it('is shown unavailable when no engine detects, as the plans promise it', () => {
    const choices = languageChoices({ locale: 'en-US', level: 1, engines: [SPHINX] });
    expect(choices.find((choice) => choice.code === 'auto')).toMatchObject({ supported: false });
  });

  it('comes first, then multilingual, then the languages in the reader’s order', () => {
    const choices = languageChoices({ locale: 'de-DE', level: 1, engines: undefined });
    expect(codes(choices).slice(0, 2)).toEqual(['auto', 'multilingual']);
    const names = choices.slice(2).map((choice) => choice.label);
    expect(names).toEqual([...names].sort(new Intl.Collator('de-DE').compare));
  });
});

describe('languages the engines transcribe', () => {
  it.each([
    ['en-US', [SPHINX], true],
    ['en-GB', [SPHINX], true],
    ['fr-FR', [SPHINX], false],
    ['fr-FR', [SPHINX, WHISPER], true],
    ['zh-TW', [WHISPER], true],
    ['yue(oral)', [WHISPER], true],
    ['ja', [WHISPER], false],
    ['multilingual', [SPHINX], false],
    ['multilingual', [WHISPER], true],
    ['auto', [SPHINX], false],
    ['auto', [WHISPER], true],
    ['ja', undefined, true],
    ['ja', [], false],
  ] as const)('%s with %o: %s', (code, engines, supported) => {
    expect(isSupported(code, engines)).toBe(supported);
  });

  it('are all in the list, those no engine transcribes marked so', () => {
    const choices = languageChoices({ locale: 'en-US', level: 1, engines: [SPHINX] });
    expect(choices.length).toBeGreaterThan(100);
    const supported = codes(choices.filter((choice) => choice.supported));
    expect(supported).toEqual(expect.arrayContaining(['en-US', 'en-GB']));
    expect(supported.every((code) => code.startsWith('en'))).toBe(true);
    expect(choices.find((choice) => choice.code === 'fr-FR')).toMatchObject({
      label: 'French (France)',
      supported: false,
    });
  });
});

describe('the language selected first', () => {
  const only = (engines: EngineLanguages[] | undefined, level = 1) =>
    languageChoices({ locale: 'de-DE', level, engines });

  it.each([
    ['the page’s language, even one no engine takes', only([SPHINX]), 'fr', 'fr-FR'],
    ['the page’s Cantonese', only([WHISPER]), 'yue', 'yue(oral)'],
    ['the reader’s language while the engines are unknown', only(undefined), undefined, 'de'],
    ['detection when the reader’s language is not taken', only([WHISPER]), undefined, 'auto'],
    ['English for a free user without detection', only([WHISPER], 0), undefined, 'en-US'],
    ['English when only English is taken', only([SPHINX]), undefined, 'en-US'],
    ['the first one taken otherwise', only([{ name: 'x', languages: ['ja'] }]), undefined, 'ja'],
  ] as const)('%s', (_case, choices, pageLanguage, expected) => {
    expect(initialLanguage(choices, 'de-DE', pageLanguage)).toBe(expected);
  });
});
