import type { Locale } from '../locales.js';

/** The product words every locale names one way only. */
export const GLOSSARY_CONCEPTS = [
  'plan',
  'credits',
  'drive',
  'transcript',
  'transcription',
  'upload',
  'download',
  'subtitle',
] as const;
export type GlossaryConcept = (typeof GLOSSARY_CONCEPTS)[number];

export interface GlossaryEntry {
  /** The locale's one word for the concept, as a label shows it. */
  readonly term: string;
  /**
   * The term's inflections and compounds, as word patterns (regular expression source, any
   * case; `\p{L}*` where endings vary). A text whose English names the concept uses one of them.
   */
  readonly forms: readonly string[];
  /** Variants the locale does not use for anything, as word patterns. */
  readonly avoid: readonly string[];
}

export type LocaleGlossary = Readonly<Record<GlossaryConcept, GlossaryEntry>>;

/**
 * How the English source names each concept. A translation of a text this finds must use the
 * locale's term: that is how "Загрузка" for a download is caught although the word itself is
 * right for an upload. "Transcript" is the text a job produces, "transcription" the job and the
 * service; several languages say both with one word.
 */
export const ENGLISH_CONCEPTS: Readonly<Record<GlossaryConcept, RegExp>> = {
  plan: /\bplans?\b/i,
  credits: /\bcredits?\b/i,
  drive: /\bdrives?\b/i,
  transcript: /\btranscripts?\b/i,
  transcription: /\btranscri(?:be[sd]?|bing|ptions?)\b/i,
  upload: /\buploa(?:d|ds|ded|ding)\b/i,
  download: /\bdownload(?:s|ed|ing|ers?)?\b/i,
  subtitle: /\bsubtitles?\b/i,
};

const entry = (term: string, forms: readonly string[], avoid: readonly string[] = []) => ({
  term,
  forms,
  avoid,
});

/**
 * One term per concept and locale, chosen as the locale's established software products name
 * it (Google, Microsoft and Apple localizations, the big local services), with the variants a
 * translator might reach for listed to be refused. Only words that never mean anything else in
 * the product are refused outright ("points", "package" may name a credit pack or a key point):
 * the rest is caught where the English names the concept and the term is missing.
 */
export const GLOSSARY: Readonly<Record<Locale, LocaleGlossary>> = {
  'en-US': {
    plan: entry('plan', ['plans?']),
    credits: entry('credits', ['credits?']),
    // The place the uploaded files live: a drive, never a disk.
    drive: entry('drive', ['drives?'], ['disks?']),
    transcript: entry('transcript', ['transcripts?']),
    transcription: entry('transcription', ['transcri\\p{L}*']),
    upload: entry('upload', ['upload\\p{L}*']),
    download: entry('download', ['download\\p{L}*']),
    subtitle: entry('subtitle', ['subtitles?']),
  },
  'zh-CN': {
    // 套餐 is what mainland services sell (and what the product already says). 方案 cannot be
    // refused outright: in 替代方案 it means "an alternative"; the term check catches a plan
    // called anything but 套餐.
    plan: entry('套餐', ['套餐']),
    // 积分 is the mainland word for prepaid usage units in AI products; 点数 is Taiwanese.
    credits: entry('积分', ['积分'], ['点数', '信用点']),
    // 云盘 is the established name of a cloud drive (百度网盘 aside, which is a brand); 磁盘 and
    // 硬盘 are hardware.
    drive: entry('云盘', ['云盘'], ['磁盘', '硬盘', '网盘']),
    transcript: entry('转写文本', ['转写']),
    // 转写 for speech to text; 转录 is the biology word, 听写 a school dictation.
    transcription: entry('转写', ['转写'], ['转录', '听写']),
    upload: entry('上传', ['上传'], ['上载']),
    download: entry('下载', ['下载']),
    subtitle: entry('字幕', ['字幕']),
  },
  'zh-TW': {
    // 方案 is the Taiwanese word for a subscription plan (Apple, Google); 套餐 is mainland usage.
    plan: entry('方案', ['方案'], ['套餐']),
    credits: entry('點數', ['點數'], ['積分']),
    // 雲端硬碟 is the name Taiwanese users know for a cloud drive (Google 雲端硬碟); 磁碟 is a
    // physical disk and 雲盤 is mainland usage.
    drive: entry('雲端硬碟', ['雲端硬碟'], ['磁碟', '雲盤', '網盤']),
    // 逐字稿 is the Taiwanese word for a transcript; 轉錄 the act of transcribing.
    transcript: entry('逐字稿', ['逐字稿'], ['轉寫']),
    transcription: entry('轉錄', ['轉錄'], ['轉寫', '聽寫']),
    upload: entry('上傳', ['上傳'], ['上載']),
    download: entry('下載', ['下載']),
    subtitle: entry('字幕', ['字幕']),
  },
  'es-ES': {
    plan: entry('plan', ['plan(?:es)?']),
    credits: entry('créditos', ['créditos?']),
    // "Unidad" as in Google's "Mi unidad" and MEGA's "unidad en la nube"; "disco" is hardware.
    drive: entry('unidad en la nube', ['unidad(?:es)?'], ['discos?']),
    transcript: entry('transcripción', ['transcripci\\p{L}+']),
    // An imperative with a pronoun takes an accent: "transcríbelo", "descárgala".
    transcription: entry('transcripción', ['transcr[ií]\\p{L}+']),
    // Spain says "subir" and "descargar"; "cargar" stays free because it also means loading.
    upload: entry(
      'subir',
      ['sub(?:ir|idas?|iendo|idos?|as?|en?|es|o)', 'súbel\\p{L}*'],
      ['upload\\p{L}*'],
    ),
    download: entry('descargar', ['desc[aá]rg\\p{L}*'], ['bajar\\p{L}*', 'download\\p{L}*']),
    subtitle: entry('subtítulo', ['subtítulos?']),
  },
  'pt-PT': {
    plan: entry('plano', ['planos?']),
    credits: entry('créditos', ['créditos?']),
    drive: entry('unidade na nuvem', ['unidades?'], ['discos?']),
    transcript: entry('transcrição', ['transcri\\p{L}+']),
    transcription: entry('transcrição', ['transcr\\p{L}+']),
    // European Portuguese software says "carregar" and "transferir"; "baixar" and "fazer
    // upload" are Brazilian, "descarregar" reads as unloading. Transferir turns its e into i
    // in the imperative the product speaks in ("Transfira").
    upload: entry('carregar', ['carreg\\p{L}*'], ['upload\\p{L}*']),
    download: entry(
      'transferir',
      ['transf[ei]r\\p{L}*'],
      ['baixar\\p{L}*', 'descarreg\\p{L}*', 'download\\p{L}*'],
    ),
    // "Legenda" in Portugal; "subtítulo" there means a subheading.
    subtitle: entry('legenda', ['legendas?'], ['subtítulos?']),
  },
  'fr-FR': {
    // "Forfait" for a plan, as French subscriptions and telecoms say; "offre" is kept for a
    // promotion (a coupon, a partner deal), so it cannot be refused, but a text whose English
    // says "plan" must say "forfait".
    plan: entry('forfait', ['forfaits?']),
    credits: entry('crédits', ['crédits?']),
    // The user's space in the cloud; "disque" is hardware. "Lecteur" is not refused: it is also
    // the player a subtitle file is made for ("lecteur vidéo"); the term check still catches a
    // drive called anything but "espace cloud".
    drive: entry('espace cloud', ['espaces? cloud'], ['disques?']),
    transcript: entry('transcription', ['transcri\\p{L}+']),
    transcription: entry('transcription', ['transcri\\p{L}+']),
    // "Importer" and "télécharger", as Google Drive and Microsoft 365 in French say;
    // "téléverser" is Québécois.
    upload: entry('importer', ['import\\p{L}*'], ['téléverse\\p{L}*', 'upload\\p{L}*']),
    download: entry('télécharger', ['télécharg\\p{L}*'], ['download\\p{L}*']),
    // The noun and the verb ("sous-titrez vos vidéos").
    subtitle: entry('sous-titre', ['sous-titr\\p{L}*']),
  },
  'de-DE': {
    // "Tarif" is how German subscriptions are sold (Dropbox, Zoom, mobile contracts); "Plan"
    // is an anglicism that also reads as a schedule.
    plan: entry(
      'Tarif',
      ['Tarif\\p{L}*', '\\p{L}+tarif\\p{L}*'],
      ['Plan', 'Plans', 'Pläne', 'Plänen'],
    ),
    // "Credits", countable as the product counts them (Adobe, Canva); "Guthaben" is a balance
    // of money and cannot be counted ("1 Guthaben").
    credits: entry('Credits', ['Credits?'], ['Guthaben']),
    drive: entry(
      'Cloud-Speicher',
      ['(?:Cloud-)?Speicher\\p{L}*'],
      ['Festplatte\\p{L}*', 'Laufwerk\\p{L}*', 'Disks?'],
    ),
    transcript: entry(
      'Transkript',
      ['Transkript(?:e|en|s)?'],
      ['Abschrift\\p{L}*', 'Niederschrift\\p{L}*'],
    ),
    transcription: entry('Transkription', ['Transkription\\p{L}*', 'transkribier\\p{L}*']),
    // The nouns are "Upload" and "Download"; the verbs "hochladen" and "herunterladen", whose
    // particle may stand alone ("lädt ... hoch").
    upload: entry(
      'hochladen',
      ['Upload\\p{L}*', 'hochzuladen', 'hochlad\\p{L}*', 'hochgeladen\\p{L}*', 'hoch'],
      ['uploaden', 'geuploadet'],
    ),
    download: entry(
      'herunterladen',
      [
        'Download\\p{L}*',
        'herunterzuladen',
        'herunterlad\\p{L}*',
        'heruntergeladen\\p{L}*',
        'herunter',
      ],
      ['downloaden', 'gedownloadet'],
    ),
    subtitle: entry('Untertitel', ['Untertitel\\p{L}*']),
  },
  'it-IT': {
    plan: entry('piano', ['pian[oi]']),
    credits: entry('crediti', ['credit[oi]']),
    drive: entry('spazio cloud', ['spazi[oi] cloud'], ['disc(?:o|hi)']),
    transcript: entry('trascrizione', ['trascri\\p{L}+'], ['transcri\\p{L}+']),
    transcription: entry('trascrizione', ['trascri\\p{L}+'], ['transcri\\p{L}+']),
    upload: entry('caricare', ['caric\\p{L}*'], ['upload\\p{L}*']),
    // "Scaricare" for the verb; the noun "download" is established Italian.
    download: entry('scaricare', ['scaric\\p{L}*', 'download']),
    subtitle: entry('sottotitolo', ['sottotitol\\p{L}*']),
  },
  'ja-JP': {
    plan: entry('プラン', ['プラン']),
    credits: entry('クレジット', ['クレジット']),
    drive: entry('ドライブ', ['ドライブ'], ['ディスク']),
    // 文字起こし for both the text and the service, as Japanese products say.
    transcript: entry('文字起こし', ['文字起こし'], ['書き起こし', 'トランスクリプト']),
    transcription: entry(
      '文字起こし',
      ['文字起こし'],
      ['書き起こし', '転写', 'トランスクリプション'],
    ),
    upload: entry('アップロード', ['アップロード']),
    download: entry('ダウンロード', ['ダウンロード', 'ダウンローダー']),
    subtitle: entry('字幕', ['字幕'], ['サブタイトル']),
  },
  'ko-KR': {
    plan: entry('요금제', ['요금제'], ['플랜']),
    credits: entry('크레딧', ['크레딧']),
    drive: entry('드라이브', ['드라이브'], ['디스크']),
    // "스크립트" for the text (YouTube's Korean word for a transcript) and "텍스트 변환" for the
    // service; "전사" is linguists' jargon that readers do not know.
    transcript: entry('스크립트', ['스크립트'], ['전사', '녹취록']),
    transcription: entry('텍스트 변환', ['텍스트 변환', '텍스트로 변환'], ['전사', '받아쓰기']),
    upload: entry('업로드', ['업로드']),
    download: entry('다운로드', ['다운로드', '다운로더']),
    subtitle: entry('자막', ['자막']),
  },
  'ru-RU': {
    // "Тариф" is how Russian services sell plans; "план" is a schedule ("план развития").
    plan: entry('тариф', ['тариф\\p{L}*'], ['план(?:а|у|ом|е|ы|ов|ам|ами|ах)?']),
    credits: entry('кредиты', ['кредит\\p{L}*']),
    // "Облако" (Облако Mail.ru); "диск" reads as hardware.
    drive: entry('облако', ['облак\\p{L}*', 'облачн\\p{L}*'], ['диск(?:а|у|ом|е|и|ов|ах)?']),
    transcript: entry('расшифровка', ['расшифр\\p{L}*'], ['транскрип\\p{L}*', 'транскриб\\p{L}*']),
    transcription: entry(
      'расшифровка',
      ['расшифр\\p{L}*'],
      ['транскрип\\p{L}*', 'транскриб\\p{L}*'],
    ),
    // Upload is "загрузить" and download "скачать": "загрузка" for both leaves the reader
    // guessing the direction, and "загрузчик" is the ambiguous word for a downloader.
    upload: entry('загрузка', ['загру\\p{L}*'], ['выгруз\\p{L}*', 'закач\\p{L}*']),
    download: entry('скачивание', ['скач\\p{L}*'], ['загрузчик\\p{L}*']),
    subtitle: entry('субтитры', ['субтитр\\p{L}*']),
  },
};
