import { CONTRACT_MESSAGES, type ContractMessageKey } from '@captio/api-client';
import type { LocaleCode } from '@captio/api-client';
import type { LocalizedText } from './locale.js';

/** The contract's own validation messages (CONTRACT_MESSAGES) in every locale. */
export const contractMessages: Readonly<Record<ContractMessageKey, LocalizedText>> = {
  notLanguageCode: {
    'en-US': 'Not a language code',
    'zh-CN': '不是语言代码',
    'zh-TW': '不是語言代碼',
    'es-ES': 'No es un código de idioma',
    'pt-PT': 'Não é um código de língua',
    'fr-FR': 'Ce n’est pas un code de langue',
    'de-DE': 'Kein Sprachcode',
    'it-IT': 'Non è un codice di lingua',
    'ja-JP': '言語コードではありません',
    'ko-KR': '언어 코드가 아닙니다',
    'ru-RU': 'Это не код языка',
  },
  notFileHash: {
    'en-US': 'Not a file hash',
    'zh-CN': '不是文件哈希值',
    'zh-TW': '不是檔案雜湊值',
    'es-ES': 'No es un hash de archivo',
    'pt-PT': 'Não é um hash de ficheiro',
    'fr-FR': 'Ce n’est pas une empreinte de fichier',
    'de-DE': 'Kein Datei-Hash',
    'it-IT': 'Non è un hash di file',
    'ja-JP': 'ファイルのハッシュではありません',
    'ko-KR': '파일 해시가 아닙니다',
    'ru-RU': 'Это не хеш файла',
  },
  subtitleTrackNeedsUrl: {
    'en-US': 'A subtitle track is opened from a url, in basic mode',
    'zh-CN': '字幕轨道只能从链接打开，且使用基础模式',
    'zh-TW': '字幕軌只能從連結開啟，且使用基礎模式',
    'es-ES': 'Una pista de subtítulos se abre desde una url, en modo básico',
    'pt-PT': 'Uma faixa de legendas abre-se a partir de um url, no modo básico',
    'fr-FR': 'Une piste de sous-titres s’ouvre depuis une url, en mode de base',
    'de-DE': 'Eine Untertitelspur wird über eine URL geöffnet, im Basismodus',
    'it-IT': 'Una traccia di sottotitoli si apre da un url, in modalità base',
    'ja-JP': '字幕トラックは URL から、ベーシックモードで開きます',
    'ko-KR': '자막 트랙은 URL에서 기본 모드로 엽니다',
    'ru-RU': 'Дорожка субтитров открывается по ссылке (url), в базовом режиме',
  },
  oneMediaSource: {
    'en-US': 'Give exactly one of file_hash and url',
    'zh-CN': 'file_hash 和 url 必须且只能提供一个',
    'zh-TW': 'file_hash 與 url 必須且只能提供一個',
    'es-ES': 'Indica exactamente uno de file_hash y url',
    'pt-PT': 'Indique exatamente um de file_hash e url',
    'fr-FR': 'Indiquez exactement un seul de file_hash et url',
    'de-DE': 'Geben Sie genau eines von file_hash und url an',
    'it-IT': 'Indica esattamente uno tra file_hash e url',
    'ja-JP': 'file_hash と url のどちらか一方だけを指定してください',
    'ko-KR': 'file_hash와 url 중 정확히 하나만 지정하세요',
    'ru-RU': 'Укажите ровно одно из полей file_hash и url',
  },
};

const byEnglish = new Map<string, LocalizedText>(
  (Object.keys(CONTRACT_MESSAGES) as ContractMessageKey[]).map((key) => [
    CONTRACT_MESSAGES[key],
    contractMessages[key],
  ]),
);

/** A field error's message in the locale: the contract's own in its words, zod's as they came. */
export function localizedIssueMessage(message: string, locale: LocaleCode): string {
  return byEnglish.get(message)?.[locale] ?? message;
}
