import type { LocalizedText } from '../../i18n/locale.js';

export const versionMessages = {
  unknownVersion: {
    'en-US': 'There is no version {version}.',
    'zh-CN': '不存在版本 {version}。',
    'zh-TW': '不存在版本 {version}。',
    'es-ES': 'No existe la versión {version}.',
    'pt-PT': 'Não existe a versão {version}.',
    'fr-FR': 'La version {version} n’existe pas.',
    'de-DE': 'Die Version {version} gibt es nicht.',
    'it-IT': 'La versione {version} non esiste.',
    'ja-JP': 'バージョン {version} は存在しません。',
    'ko-KR': '{version} 버전이 없습니다.',
    'ru-RU': 'Версии {version} не существует.',
  },
} as const satisfies Record<string, LocalizedText>;
