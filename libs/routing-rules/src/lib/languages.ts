/**
 * The spoken languages the /subtitle-generator-{language}, /transcribe-{language} and
 * /translate-{l1}-media-to-{l2} routes accept, by the lower-case English name the path carries,
 * each with its ISO 639-1 code, or ISO 639-3 where 639-1 has none (Cantonese yue, Hawaiian haw).
 *
 * The list is the set of languages that current open speech-to-text models (Whisper's 100)
 * transcribe, which is the product's "about 100 spoken languages". Names of more than one word
 * are joined with a hyphen ('haitian-creole'); none contains '-media-to-', so the translate
 * route splits unambiguously.
 */
export interface SpokenLanguage {
  /** The name in the path: lower-case English, hyphens between words. */
  readonly name: SpokenLanguageName;
  /** ISO 639-1 code, or ISO 639-3 when the language has no 639-1 code. */
  readonly code: string;
}

const TABLE = [
  ['english', 'en'],
  ['chinese', 'zh'],
  ['cantonese', 'yue'],
  ['spanish', 'es'],
  ['french', 'fr'],
  ['german', 'de'],
  ['italian', 'it'],
  ['portuguese', 'pt'],
  ['russian', 'ru'],
  ['japanese', 'ja'],
  ['korean', 'ko'],
  ['arabic', 'ar'],
  ['hindi', 'hi'],
  ['bengali', 'bn'],
  ['urdu', 'ur'],
  ['turkish', 'tr'],
  ['vietnamese', 'vi'],
  ['thai', 'th'],
  ['indonesian', 'id'],
  ['malay', 'ms'],
  ['dutch', 'nl'],
  ['polish', 'pl'],
  ['ukrainian', 'uk'],
  ['czech', 'cs'],
  ['slovak', 'sk'],
  ['romanian', 'ro'],
  ['hungarian', 'hu'],
  ['greek', 'el'],
  ['swedish', 'sv'],
  ['norwegian', 'no'],
  ['nynorsk', 'nn'],
  ['danish', 'da'],
  ['finnish', 'fi'],
  ['icelandic', 'is'],
  ['faroese', 'fo'],
  ['hebrew', 'he'],
  ['yiddish', 'yi'],
  ['persian', 'fa'],
  ['pashto', 'ps'],
  ['catalan', 'ca'],
  ['galician', 'gl'],
  ['basque', 'eu'],
  ['occitan', 'oc'],
  ['breton', 'br'],
  ['welsh', 'cy'],
  ['luxembourgish', 'lb'],
  ['maltese', 'mt'],
  ['latin', 'la'],
  ['croatian', 'hr'],
  ['serbian', 'sr'],
  ['bosnian', 'bs'],
  ['slovenian', 'sl'],
  ['macedonian', 'mk'],
  ['bulgarian', 'bg'],
  ['albanian', 'sq'],
  ['lithuanian', 'lt'],
  ['latvian', 'lv'],
  ['estonian', 'et'],
  ['belarusian', 'be'],
  ['armenian', 'hy'],
  ['georgian', 'ka'],
  ['azerbaijani', 'az'],
  ['kazakh', 'kk'],
  ['uzbek', 'uz'],
  ['tajik', 'tg'],
  ['turkmen', 'tk'],
  ['tatar', 'tt'],
  ['bashkir', 'ba'],
  ['mongolian', 'mn'],
  ['tibetan', 'bo'],
  ['tamil', 'ta'],
  ['telugu', 'te'],
  ['kannada', 'kn'],
  ['malayalam', 'ml'],
  ['marathi', 'mr'],
  ['gujarati', 'gu'],
  ['punjabi', 'pa'],
  ['sindhi', 'sd'],
  ['nepali', 'ne'],
  ['assamese', 'as'],
  ['sinhala', 'si'],
  ['sanskrit', 'sa'],
  ['burmese', 'my'],
  ['khmer', 'km'],
  ['lao', 'lo'],
  ['tagalog', 'tl'],
  ['javanese', 'jv'],
  ['sundanese', 'su'],
  ['maori', 'mi'],
  ['hawaiian', 'haw'],
  ['malagasy', 'mg'],
  ['swahili', 'sw'],
  ['amharic', 'am'],
  ['somali', 'so'],
  ['hausa', 'ha'],
  ['yoruba', 'yo'],
  ['shona', 'sn'],
  ['lingala', 'ln'],
  ['afrikaans', 'af'],
  ['haitian-creole', 'ht'],
] as const satisfies readonly (readonly [name: string, code: string])[];

/** A language name as a path carries it: 'english', 'haitian-creole'. */
export type SpokenLanguageName = (typeof TABLE)[number][0];

export const SPOKEN_LANGUAGES: readonly SpokenLanguage[] = Object.freeze(
  TABLE.map(([name, code]) => Object.freeze({ name, code })),
);

const CODES: ReadonlyMap<string, string> = new Map(TABLE);

/** The code of a language name as a path carries it ('english' -> 'en'), or undefined. */
export function spokenLanguageCode(name: string): string | undefined {
  return CODES.get(name);
}
