/**
 * whisper's languages in the order of their tokens (whisper.cpp's g_lang, OpenAI's
 * tokenizer.LANGUAGES): a model knows the first n_vocab - 51766 of them, 99 for most
 * multilingual models and 100 ('yue' added) for large-v3. Codes are whisper's, which are
 * ISO 639-1 where one exists, except 'jw' for Javanese (BCP 47: 'jv').
 */
const WHISPER_LANGUAGE_ORDER = [
  'en', 'zh', 'de', 'es', 'ru', 'ko', 'fr', 'ja', 'pt', 'tr', 'pl', 'ca', 'nl', 'ar', 'sv', 'it',
  'id', 'hi', 'fi', 'vi', 'he', 'uk', 'el', 'ms', 'cs', 'ro', 'da', 'hu', 'ta', 'no', 'th', 'ur',
  'hr', 'bg', 'lt', 'la', 'mi', 'ml', 'cy', 'sk', 'te', 'fa', 'lv', 'bn', 'sr', 'az', 'sl', 'kn',
  'et', 'mk', 'br', 'eu', 'is', 'hy', 'ne', 'mn', 'bs', 'kk', 'sq', 'sw', 'gl', 'mr', 'pa', 'si',
  'km', 'sn', 'yo', 'so', 'af', 'oc', 'ka', 'be', 'tg', 'sd', 'gu', 'am', 'yi', 'lo', 'uz', 'fo',
  'ht', 'ps', 'tk', 'nn', 'mt', 'sa', 'lb', 'my', 'bo', 'tl', 'mg', 'as', 'tt', 'haw', 'ln', 'ha',
  'ba', 'jw', 'su', 'yue',
] as const; // prettier-ignore

/** Vocabulary sizes: English-only models have 51864 tokens, multilingual ones 51865 or more. */
export const ENGLISH_ONLY_VOCAB = 51864;
const FIRST_MULTILINGUAL_VOCAB = 51865;
/** n_vocab - this = the number of languages of a multilingual model (whisper.cpp's num_languages). */
const VOCAB_WITHOUT_LANGUAGES = 51766;

/** The BCP 47 primary subtags a model transcribes, with 'auto' when it detects the language. */
export function languagesOfModel(nVocab: number): string[] {
  if (nVocab < FIRST_MULTILINGUAL_VOCAB) return ['en'];
  const count = Math.min(WHISPER_LANGUAGE_ORDER.length, nVocab - VOCAB_WITHOUT_LANGUAGES);
  return [...WHISPER_LANGUAGE_ORDER.slice(0, count).map(fromWhisperCode), 'auto'];
}

/** 'en-GB' -> 'en', 'jv' -> 'jw', 'auto' -> 'auto'. */
export function toWhisperCode(language: string): string {
  const primary = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return primary === 'jv' ? 'jw' : primary;
}

export function fromWhisperCode(code: string): string {
  return code === 'jw' ? 'jv' : code;
}
