/**
 * whisper's languages in the order of their tokens, with the English names OpenAI's API
 * answers with (whisper.cpp's g_lang, OpenAI's tokenizer.LANGUAGES). A model knows the first
 * n_vocab - 51766 of them: 99 for most multilingual models, 100 ('yue' added) for large-v3.
 * Codes are whisper's: ISO 639-1 where one exists, except 'jw' for Javanese (BCP 47: 'jv').
 */
const WHISPER_LANGUAGES: readonly (readonly [code: string, name: string])[] = [
  ['en', 'english'],
  ['zh', 'chinese'],
  ['de', 'german'],
  ['es', 'spanish'],
  ['ru', 'russian'],
  ['ko', 'korean'],
  ['fr', 'french'],
  ['ja', 'japanese'],
  ['pt', 'portuguese'],
  ['tr', 'turkish'],
  ['pl', 'polish'],
  ['ca', 'catalan'],
  ['nl', 'dutch'],
  ['ar', 'arabic'],
  ['sv', 'swedish'],
  ['it', 'italian'],
  ['id', 'indonesian'],
  ['hi', 'hindi'],
  ['fi', 'finnish'],
  ['vi', 'vietnamese'],
  ['he', 'hebrew'],
  ['uk', 'ukrainian'],
  ['el', 'greek'],
  ['ms', 'malay'],
  ['cs', 'czech'],
  ['ro', 'romanian'],
  ['da', 'danish'],
  ['hu', 'hungarian'],
  ['ta', 'tamil'],
  ['no', 'norwegian'],
  ['th', 'thai'],
  ['ur', 'urdu'],
  ['hr', 'croatian'],
  ['bg', 'bulgarian'],
  ['lt', 'lithuanian'],
  ['la', 'latin'],
  ['mi', 'maori'],
  ['ml', 'malayalam'],
  ['cy', 'welsh'],
  ['sk', 'slovak'],
  ['te', 'telugu'],
  ['fa', 'persian'],
  ['lv', 'latvian'],
  ['bn', 'bengali'],
  ['sr', 'serbian'],
  ['az', 'azerbaijani'],
  ['sl', 'slovenian'],
  ['kn', 'kannada'],
  ['et', 'estonian'],
  ['mk', 'macedonian'],
  ['br', 'breton'],
  ['eu', 'basque'],
  ['is', 'icelandic'],
  ['hy', 'armenian'],
  ['ne', 'nepali'],
  ['mn', 'mongolian'],
  ['bs', 'bosnian'],
  ['kk', 'kazakh'],
  ['sq', 'albanian'],
  ['sw', 'swahili'],
  ['gl', 'galician'],
  ['mr', 'marathi'],
  ['pa', 'punjabi'],
  ['si', 'sinhala'],
  ['km', 'khmer'],
  ['sn', 'shona'],
  ['yo', 'yoruba'],
  ['so', 'somali'],
  ['af', 'afrikaans'],
  ['oc', 'occitan'],
  ['ka', 'georgian'],
  ['be', 'belarusian'],
  ['tg', 'tajik'],
  ['sd', 'sindhi'],
  ['gu', 'gujarati'],
  ['am', 'amharic'],
  ['yi', 'yiddish'],
  ['lo', 'lao'],
  ['uz', 'uzbek'],
  ['fo', 'faroese'],
  ['ht', 'haitian creole'],
  ['ps', 'pashto'],
  ['tk', 'turkmen'],
  ['nn', 'nynorsk'],
  ['mt', 'maltese'],
  ['sa', 'sanskrit'],
  ['lb', 'luxembourgish'],
  ['my', 'myanmar'],
  ['bo', 'tibetan'],
  ['tl', 'tagalog'],
  ['mg', 'malagasy'],
  ['as', 'assamese'],
  ['tt', 'tatar'],
  ['haw', 'hawaiian'],
  ['ln', 'lingala'],
  ['ha', 'hausa'],
  ['ba', 'bashkir'],
  ['jw', 'javanese'],
  ['su', 'sundanese'],
  ['yue', 'cantonese'],
];

/** Vocabulary sizes: English-only models have 51864 tokens, multilingual ones 51865 or more. */
const FIRST_MULTILINGUAL_VOCAB = 51865;
/** n_vocab - this = the number of languages of a multilingual model (whisper.cpp's num_languages). */
const VOCAB_WITHOUT_LANGUAGES = 51766;
/** Most multilingual models know the first 99; large-v3 adds Cantonese. */
const USUAL_LANGUAGE_COUNT = 99;

/** The BCP 47 primary subtags a whisper model transcribes, with 'auto' if it detects the language. */
export function languagesOfModel(nVocab: number): string[] {
  if (nVocab < FIRST_MULTILINGUAL_VOCAB) return ['en'];
  return whisperLanguages(nVocab - VOCAB_WITHOUT_LANGUAGES);
}

/** The first `count` of whisper's languages as BCP 47 primary subtags, and 'auto'. */
export function whisperLanguages(count = USUAL_LANGUAGE_COUNT): string[] {
  const known = WHISPER_LANGUAGES.slice(0, count).map(([code]) => fromWhisperCode(code));
  return [...known, 'auto'];
}

/** 'en-GB' -> 'en', 'jv' -> 'jw', 'auto' -> 'auto'. */
export function toWhisperCode(language: string): string {
  const primary = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return primary === 'jv' ? 'jw' : primary;
}

/** 'jw' -> 'jv'; other codes as they are. */
export function fromWhisperCode(code: string): string {
  return code === 'jw' ? 'jv' : code;
}

/**
 * A language as a provider names it in a transcription ('english', 'English', 'en', 'jw') as
 * a BCP 47 primary subtag, or undefined when it is none of whisper's.
 */
export function languageFromProvider(named: string): string | undefined {
  const key = named.trim().toLowerCase();
  const found = WHISPER_LANGUAGES.find(([code, name]) => code === key || name === key);
  if (found) return fromWhisperCode(found[0]);
  return key === 'jv' ? 'jv' : undefined;
}
