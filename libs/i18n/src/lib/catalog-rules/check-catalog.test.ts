import { describe, expect, it, test } from 'vitest';
import { checkCatalog, type CatalogRule } from '../../catalog-rules.js';
import type { Locale } from '../locales.js';

const NBSP = '\u00a0';

const english = {
  'cloud.drawer.driveSize': 'Drive capacity: {size}',
  'cloud.empty': 'No files yet.',
  'cloud.fileCount': '{count, plural, one {# file} other {# files}}',
  'cookie.title': 'We value your privacy',
  'nav.blog': 'Blog',
  'nav.downloader': 'Video downloader',
  'nav.media': '{media, select, video {Video} other {Media}}',
  'nav.transcribe': 'Transcribe audio',
  'plan.none': 'No active plan',
  'upload.progress': 'Uploading… {percent}%',
};
type Catalog = Record<keyof typeof english, string>;

/** Catalogs that pass every rule: the mistakes below are planted in them one at a time. */
const good: Partial<Record<Locale, Catalog>> = {
  'de-DE': {
    'cloud.drawer.driveSize': 'Speicherkapazität: {size}',
    'cloud.empty': 'Noch keine Dateien.',
    'cloud.fileCount': '{count, plural, one {# Datei} other {# Dateien}}',
    'cookie.title': 'Ihre Privatsphäre ist uns wichtig',
    'nav.blog': 'Blog',
    'nav.downloader': 'Video-Downloader',
    'nav.media': '{media, select, video {Video} other {Medien}}',
    'nav.transcribe': 'Audio transkribieren',
    'plan.none': 'Kein aktiver Tarif',
    'upload.progress': 'Wird hochgeladen… {percent} %',
  },
  'fr-FR': {
    'cloud.drawer.driveSize': `Capacité de l’espace cloud${NBSP}: {size}`,
    'cloud.empty': 'Aucun fichier pour l’instant.',
    'cloud.fileCount': '{count, plural, one {# fichier} other {# fichiers}}',
    'cookie.title': 'Votre vie privée compte pour nous',
    'nav.blog': 'Blog',
    'nav.downloader': 'Téléchargeur de vidéos',
    'nav.media': '{media, select, video {Vidéo} other {Médias}}',
    'nav.transcribe': 'Transcrire un audio',
    'plan.none': 'Aucun forfait actif',
    'upload.progress': `Importation… {percent}${NBSP}%`,
  },
  'ru-RU': {
    'cloud.drawer.driveSize': 'Объём облака: {size}',
    'cloud.empty': 'Файлов пока нет.',
    'cloud.fileCount':
      '{count, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}',
    'cookie.title': 'Мы ценим вашу конфиденциальность',
    'nav.blog': 'Блог',
    'nav.downloader': 'Скачивание видео',
    'nav.media': '{media, select, video {Видео} other {Медиа}}',
    'nav.transcribe': 'Расшифровать аудио',
    'plan.none': 'Нет активного тарифа',
    'upload.progress': 'Загрузка… {percent} %',
  },
  'ja-JP': {
    'cloud.drawer.driveSize': 'ドライブ容量：{size}',
    'cloud.empty': 'ファイルはまだありません。',
    'cloud.fileCount': '{count, plural, other {# 件のファイル}}',
    'cookie.title': 'プライバシーを大切にしています',
    'nav.blog': 'ブログ',
    'nav.downloader': '動画ダウンローダー',
    'nav.media': '{media, select, video {動画} other {メディア}}',
    'nav.transcribe': '音声を文字起こし',
    'plan.none': '有効なプランはありません',
    'upload.progress': 'アップロード中… {percent}%',
  },
  'ko-KR': {
    'cloud.drawer.driveSize': '드라이브 용량: {size}',
    'cloud.empty': '아직 파일이 없습니다.',
    'cloud.fileCount': '{count, plural, other {파일 #개}}',
    'cookie.title': '개인정보를 소중히 생각합니다',
    'nav.blog': '블로그',
    'nav.downloader': '동영상 다운로더',
    'nav.media': '{media, select, video {동영상} other {미디어}}',
    'nav.transcribe': '오디오 텍스트 변환',
    'plan.none': '활성 요금제 없음',
    'upload.progress': '업로드 중… {percent}%',
  },
  'zh-CN': {
    'cloud.drawer.driveSize': '云盘容量：{size}',
    'cloud.empty': '暂无文件。',
    'cloud.fileCount': '{count, plural, other {# 个文件}}',
    'cookie.title': '我们重视您的隐私',
    'nav.blog': '博客',
    'nav.downloader': '视频下载',
    'nav.media': '{media, select, video {视频} other {媒体}}',
    'nav.transcribe': '音频转写',
    'plan.none': '暂无有效套餐',
    'upload.progress': '正在上传… {percent}%',
  },
  'zh-TW': {
    'cloud.drawer.driveSize': '雲端硬碟容量：{size}',
    'cloud.empty': '尚無檔案。',
    'cloud.fileCount': '{count, plural, other {# 個檔案}}',
    'cookie.title': '我們重視您的隱私',
    'nav.blog': '部落格',
    'nav.downloader': '影片下載',
    'nav.media': '{media, select, video {影片} other {媒體}}',
    'nav.transcribe': '音訊轉錄',
    'plan.none': '目前沒有有效方案',
    'upload.progress': '正在上傳… {percent}%',
  },
  'es-ES': {
    'cloud.drawer.driveSize': 'Capacidad de la unidad: {size}',
    'cloud.empty': 'Aún no hay archivos.',
    'cloud.fileCount': '{count, plural, one {# archivo} other {# archivos}}',
    'cookie.title': 'Valoramos tu privacidad',
    'nav.blog': 'Blog',
    'nav.downloader': 'Descargador de vídeos',
    'nav.media': '{media, select, video {Vídeo} other {Multimedia}}',
    'nav.transcribe': 'Transcribir audio',
    'plan.none': 'Sin plan activo',
    'upload.progress': 'Subiendo… {percent} %',
  },
};

function catalogOf(locale: Locale): Catalog {
  const catalog = good[locale];
  if (!catalog) throw new Error(`no fixture for ${locale}`);
  return catalog;
}

const rulesFor = (locale: Locale, catalog: Record<string, string>) =>
  checkCatalog(locale, catalog, english).map((p) => `${p.rule} ${p.key}`);

describe('checkCatalog', () => {
  test.each(Object.keys(good) as Locale[])('passes the good %s catalog', (locale) => {
    expect(checkCatalog(locale, catalogOf(locale), english)).toEqual([]);
  });

  it('passes the English catalog itself', () => {
    expect(checkCatalog('en-US', english, english)).toEqual([]);
  });

  // Each row plants one mistake in a good catalog: the rule must name it.
  test.each<[CatalogRule, Locale, keyof typeof english, string]>([
    ['blank-or-padded', 'de-DE', 'plan.none', ' Kein aktiver Tarif'],
    [
      'straight-apostrophe',
      'fr-FR',
      'cloud.drawer.driveSize',
      `Capacité de l'espace cloud${NBSP}: {size}`,
    ],
    ['icu-syntax', 'de-DE', 'upload.progress', 'Wird hochgeladen… {percent %'],
    ['icu-syntax', 'de-DE', 'cloud.fileCount', '{count, plural, one {# Datei}}'],
    [
      'plural-categories',
      'ru-RU',
      'cloud.fileCount',
      '{count, plural, one {# файл} other {# файла}}',
    ],
    [
      'plural-categories',
      'de-DE',
      'cloud.fileCount',
      '{count, plural, one {# Datei} few {# Dateien} other {# Dateien}}',
    ],
    ['arguments', 'de-DE', 'cloud.drawer.driveSize', 'Speicherkapazität: {groesse}'],
    ['arguments', 'de-DE', 'upload.progress', 'Wird hochgeladen… {percent, number} %'],
    ['select-options', 'de-DE', 'nav.media', '{media, select, film {Film} other {Medien}}'],
    ['english-copy', 'de-DE', 'cookie.title', 'We value your privacy'],
    ['english-copy', 'ja-JP', 'nav.blog', 'Blog'],
    ['script', 'ja-JP', 'nav.blog', 'Burogu'],
    ['script', 'ru-RU', 'plan.none', 'Net aktivnogo tarifa'],
    ['chinese-variant', 'zh-TW', 'cookie.title', '我们重視您的隱私'],
    ['chinese-variant', 'zh-CN', 'cookie.title', '我們重视您的隐私'],
    ['glossary-variant', 'de-DE', 'plan.none', 'Kein aktiver Plan'],
    ['glossary-term', 'fr-FR', 'plan.none', 'Aucune offre active'],
    ['glossary-term', 'fr-FR', 'upload.progress', `Envoi… {percent}${NBSP}%`],
    ['glossary-variant', 'fr-FR', 'cloud.drawer.driveSize', `Capacité du disque${NBSP}: {size}`],
    ['glossary-term', 'ru-RU', 'nav.downloader', 'Загрузка видео'],
    ['glossary-variant', 'ru-RU', 'nav.downloader', 'Загрузчик видео'],
    ['glossary-variant', 'ru-RU', 'cloud.drawer.driveSize', 'Объём диска: {size}'],
    ['glossary-variant', 'ko-KR', 'nav.transcribe', '오디오 전사'],
    ['glossary-term', 'ko-KR', 'nav.transcribe', '오디오 받아쓰기'],
    ['glossary-term', 'zh-CN', 'plan.none', '暂无有效方案'],
    ['glossary-variant', 'zh-TW', 'plan.none', '目前沒有有效套餐'],
    ['glossary-variant', 'es-ES', 'cloud.drawer.driveSize', 'Capacidad del disco: {size}'],
    ['glossary-variant', 'ja-JP', 'nav.transcribe', '音声を書き起こし'],
    ['form-of-address', 'zh-CN', 'cookie.title', '我们重视你的隐私'],
    ['form-of-address', 'zh-TW', 'cookie.title', '我們重視你的隱私'],
    ['form-of-address', 'de-DE', 'cookie.title', 'Deine Privatsphäre ist uns wichtig'],
    ['form-of-address', 'de-DE', 'cloud.empty', 'Lade eine Datei hoch.'],
    ['form-of-address', 'fr-FR', 'cookie.title', 'Ta vie privée compte pour nous'],
    ['form-of-address', 'es-ES', 'cookie.title', 'Valoramos su privacidad, usted decide'],
    ['form-of-address', 'ru-RU', 'cookie.title', 'Мы ценим Вашу конфиденциальность'],
    ['form-of-address', 'ru-RU', 'cloud.empty', 'Попробуй загрузить файл.'],
    ['form-of-address', 'ja-JP', 'cloud.empty', 'ファイルはまだない。'],
    ['form-of-address', 'ja-JP', 'cookie.title', 'あなたのプライバシーを大切にしています'],
    ['form-of-address', 'ko-KR', 'cookie.title', '개인정보를 소중히 생각해요'],
    ['form-of-address', 'ko-KR', 'cloud.empty', '아직 파일이 없어요.'],
    ['french-spacing', 'fr-FR', 'cloud.drawer.driveSize', 'Capacité de l’espace cloud : {size}'],
    [
      'french-spacing',
      'fr-FR',
      'cloud.drawer.driveSize',
      'Capacité de l’espace cloud\u202f: {size}',
    ],
    ['french-spacing', 'fr-FR', 'cloud.drawer.driveSize', 'Capacité de l’espace cloud{size}: x'],
    ['french-spacing', 'fr-FR', 'upload.progress', 'Importation… {percent}%'],
    ['french-spacing', 'fr-FR', 'cookie.title', 'Votre vie privée compte pour nous !'],
    ['french-spacing', 'fr-FR', 'cloud.empty', `Aucun fichier «${NBSP}pour l’instant »`],
  ])('finds %s in %s %s: %j', (rule, locale, key, text) => {
    expect(rulesFor(locale, { ...catalogOf(locale), [key]: text })).toContain(`${rule} ${key}`);
  });

  // Words spelled like a refused one but meaning something else.
  it.each<[Locale, string]>([
    ['de-DE', 'Zu viele Versuche'],
    ['de-DE', 'Neue Folge verfügbar'],
    ['de-DE', 'Sichere Zahlung'],
    ['de-DE', 'Planmäßige Wartung'],
    ['de-DE', 'Diskussion im Forum'],
    ['fr-FR', 'Trois points clés'],
    ['ru-RU', 'Пакет кредитов'],
    ['ru-RU', 'Плановые технические работы'],
    ['fr-FR', 'Offre spéciale'],
    ['ko-KR', '요청이 너무 큽니다'],
    ['ko-KR', '다시 시도해 주세요.'],
    ['ja-JP', 'クレジットが足りません（残り：{x}）。'],
    ['fr-FR', 'Compatible avec les lecteurs vidéo'],
    ['ru-RU', 'Импорт из Google Drive'],
  ])('lets the %s %j through', (locale, text) => {
    const catalog = { ...catalogOf(locale), 'cookie.title': text };
    const slips = rulesFor(locale, catalog).filter((r) =>
      /^(form-of-address|glossary-variant)/.test(r),
    );
    expect(slips).toEqual([]);
  });

  // The glossary term as the product's imperatives inflect it.
  it.each<[Locale, string, string]>([
    ['pt-PT', 'Download the file', 'Transfira o ficheiro'],
    ['pt-PT', 'Download the file', 'Transferir o ficheiro'],
    ['es-ES', 'Download it as Word', 'Descárgala en Word'],
    ['es-ES', 'Transcribe it next', 'Transcríbelo después'],
  ])('knows the %s term in %j: %j', (locale, source, text) => {
    const found = checkCatalog(locale, { 'file.next': text }, { 'file.next': source });
    expect(found.filter((problem) => problem.rule === 'glossary-term')).toEqual([]);
  });

  it.each([
    `Il est 10:30${NBSP}!`,
    `Voir https://captio.app${NBSP}: le site`,
    `Vraiment${NBSP}?!`,
    `«${NBSP}Captio${NBSP}»`,
  ])('lets the French %j through', (text) => {
    const catalog = { ...catalogOf('fr-FR'), 'cookie.title': text };
    expect(rulesFor('fr-FR', catalog).filter((r) => r.startsWith('french-spacing'))).toEqual([]);
  });

  it('finds a missing key, an extra key and keys out of order', () => {
    const { 'plan.none': _dropped, ...withoutPlan } = catalogOf('de-DE');
    expect(rulesFor('de-DE', withoutPlan)).toEqual(['missing-key plan.none']);
    expect(rulesFor('de-DE', { ...catalogOf('de-DE'), 'plan.extra': 'Extra' })).toEqual([
      'extra-key plan.extra',
    ]);
    const [first, ...rest] = Object.entries(catalogOf('de-DE'));
    expect(rulesFor('de-DE', Object.fromEntries([...rest, first ?? ['', '']]))).toEqual([
      'key-order cloud.empty',
    ]);
  });

  it('holds the English keys to the scheme: dotted lowerCamel, sorted, none a prefix', () => {
    expect(rulesFor('en-US', { 'Nav.blog': 'Blog', 'nav.blog': 'Blog' })).toEqual([
      'key-scheme Nav.blog',
    ]);
    expect(rulesFor('en-US', { nav: 'Home', 'nav.blog': 'Blog' })).toEqual([
      'key-scheme nav',
      'key-prefix nav',
    ]);
    expect(rulesFor('en-US', { 'nav.home': 'Home', 'nav.blog': 'Blog' })).toEqual([
      'key-sort nav.blog',
    ]);
  });

  // Another company's product named in the English asks for no glossary term: "Google Drive" is
  // not the product's drive. The term is still asked for where the English names ours too.
  it.each<[Locale, string, string, string[]]>([
    ['fr-FR', 'Import from Google Drive', 'Import depuis Google Drive', []],
    [
      'fr-FR',
      'Your drive and Google Drive',
      'Google Drive et le reste',
      ['glossary-term nav.blog'],
    ],
    ['fr-FR', 'Subtitle your videos', 'Sous-titrez vos vidéos', []],
  ])(
    'in %s, %j needs the drive or subtitle term only when it names ours',
    (locale, source, text, found) => {
      const problems = checkCatalog(
        locale,
        { ...catalogOf(locale), 'nav.blog': text },
        { ...english, 'nav.blog': source },
      ).map((p) => `${p.rule} ${p.key}`);
      expect(problems).toEqual(found);
    },
  );

  it('holds English to its own glossary', () => {
    expect(
      rulesFor('en-US', { ...english, 'cloud.drawer.driveSize': 'Disk capacity: {size}' }),
    ).toEqual(['glossary-variant cloud.drawer.driveSize']);
  });

  it('lets brand-only texts and words the language shares through, and takes more of both', () => {
    const source = { ...english, 'nav.pay': 'Stripe', 'nav.podcast': 'Podcasts' };
    const german = { ...catalogOf('de-DE'), 'nav.pay': 'Stripe', 'nav.podcast': 'Podcasts' };
    const problems = (options = {}) =>
      checkCatalog('de-DE', german, source, options).map((p) => `${p.rule} ${p.key}`);
    expect(problems()).toEqual(['english-copy nav.pay']);
    expect(problems({ brands: ['Stripe'] })).toEqual([]);
    const japanese = { ...catalogOf('ja-JP'), 'nav.blog': 'Blog' };
    expect(
      checkCatalog('ja-JP', japanese, english, { sameInLanguage: { Blog: ['ja-JP'] } }),
    ).toEqual([]);
  });
});
