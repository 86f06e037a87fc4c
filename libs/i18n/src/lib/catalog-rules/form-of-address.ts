import type { Locale } from '../locales.js';

export interface FormOfAddress {
  /** How the product speaks to its reader. */
  readonly form: string;
  /**
   * What belongs to the other form: word patterns (regular expression source, any case) or
   * expressions used as they are. Pronouns catch most slips; imperatives without a pronoun are
   * listed where this product's texts have used them, and review catches the rest.
   */
  readonly avoid: readonly (string | RegExp)[];
}

/** A capitalized word after a letter, digit or comma and a space: not the start of a sentence. */
const midSentence = (words: string) =>
  new RegExp(`(?<=[\\p{L}\\p{N},;:]\\s+)(?:${words})(?![\\p{L}\\p{N}])`, 'u');

export const FORM_OF_ADDRESS: Readonly<Record<Locale, FormOfAddress>> = {
  'en-US': { form: 'you', avoid: [] },
  // 您 in both Chinese locales: the product takes payments and sends account mail, where 你
  // reads as offhand; one form across the web, the api and mail.
  'zh-CN': { form: '您', avoid: [/你/u] },
  'zh-TW': { form: '您', avoid: [/你/u] },
  // Tú, as Spanish consumer software does (Google, Apple, Spotify in Spain).
  'es-ES': {
    form: 'tú',
    avoid: [
      'usted(?:es)?',
      'inicie',
      'introduzca',
      'elija',
      'vuelva',
      'inténtelo',
      'póngase',
      'compruebe',
      'revíselo',
      'espere',
      'copie',
      'revoque',
      'seleccione',
      'pulse',
      'acceda',
      'recargue',
      'contacte',
      'solicite',
      'regístrese',
    ],
  },
  // The third person without a pronoun ("Inicie sessão", "a sua conta"), as Portuguese
  // software does: "tu" is too familiar for a shop and "você" is felt as blunt in Portugal.
  'pt-PT': {
    form: 'terceira pessoa (o seu, inicie)',
    avoid: ['tu', 'te', 'ti', 'contigo', 'teus?', 'tuas?', 'vocês?'],
  },
  'fr-FR': {
    form: 'vous',
    avoid: [
      'tu',
      'te',
      'toi',
      'ton',
      'ta',
      'tes',
      /(?<![\p{L}])t’(?=\p{L})/iu,
      'réessaie',
      'choisis',
      'clique',
    ],
  },
  // Sie: a paid tool for work, where German software addresses its users formally.
  'de-DE': {
    form: 'Sie',
    avoid: [
      'du',
      'dich',
      'dir',
      'dein\\p{L}*',
      'euch',
      'euer',
      'eure\\p{L}*',
      // Imperatives whose spelling is not also a noun or adjective ("Versuche", "Folge" and
      // "sichere" are, so only their imperative phrase is listed).
      'versuche es',
      'folge uns',
      'wähle',
      'lade',
      'prüfe',
      'kopiere',
      'gib',
      'öffne',
      'führe',
      'erhalte',
      'beginne',
      'setze',
      'fordere',
      'ignoriere',
      'widerrufe',
    ],
  },
  // Tu, as Italian software does (Google, Apple, Microsoft); the formal Lei reads as a letter.
  'it-IT': {
    form: 'tu',
    avoid: [
      midSentence('Lei|Suo|Sua|Suoi|Sue'),
      'riprovi',
      'inserisca',
      'acceda',
      'scelga',
      'attenda',
      'verifichi',
      'revochi',
      'ricarichi',
      'reimposti',
    ],
  },
  // です/ます throughout; あなた is avoided, as Japanese interfaces leave the reader unnamed.
  'ja-JP': {
    form: 'です・ます',
    avoid: [
      'あなた',
      // A sentence that ends in kana ends in a verb or adjective, which must be polite; one that
      // ends in a noun (体言止め) or a bracket is left alone.
      /(?<=\p{Script=Hiragana})(?<!です|ます|ました|ません|でした|ください|ましょう|ですか|ますか|ませんか|でしょう|でしょうか)[。！？!?]/u,
    ],
  },
  // 합니다 for statements and questions, with the polite request -세요 (다시 시도하세요,
  // 입력해 주세요), as Korean software writes; casual 해요 endings and 당신/너 are avoided.
  'ko-KR': {
    form: '합니다 (요청: -세요)',
    avoid: [
      /(?<![\p{L}])(?:당신|너)(?:은|는|의|을|를|이|가|에게)?(?![\p{L}])/u,
      /(?:(?<!세)요|죠)(?=[.!?…\n]|$)/u,
    ],
  },
  // вы in lower case, as mass-market Russian interfaces write it (capitalized Вы is for a
  // personal letter), and never ты.
  'ru-RU': {
    form: 'вы',
    avoid: [
      'ты',
      'тебя',
      'тебе',
      'тобой',
      'тво(?:й|я|ё|е|и|его|ей|ему|им|их|ими|ю)',
      midSentence('Вы|Вас|Вам|Вами|Ваш\\p{L}*'),
      'попробуй',
      'войди',
      'выбери',
      'введи',
      'скопируй',
      'подожди',
      'обнови',
      'отзови',
      'проверь',
      'запроси',
      'перейди',
      'пополни',
      'получи',
      'нажми',
      'открой',
    ],
  },
};
