import type { LocalizedText } from '../../i18n/locale.js';

export const siteMessages = {
  logTooDeep: {
    'en-US':
      'The log entry is nested too deeply: at most {depth, plural, one {# level is} other {# levels are}} accepted.',
    'zh-CN': '日志内容嵌套层级过深：最多允许 {depth, plural, other {# 层}}。',
    'zh-TW': '日誌內容巢狀層級過深：最多允許 {depth, plural, other {# 層}}。',
    'es-ES':
      'La entrada del registro tiene demasiados niveles de anidación: se {depth, plural, one {acepta como máximo # nivel} other {aceptan como máximo # niveles}}.',
    'pt-PT':
      'A entrada do registo tem demasiados níveis de aninhamento: {depth, plural, one {é aceite no máximo # nível} other {são aceites no máximo # níveis}}.',
    'fr-FR':
      'L’entrée du journal est trop imbriquée\u00a0: {depth, plural, one {# niveau au maximum est accepté} other {# niveaux au maximum sont acceptés}}.',
    'de-DE':
      'Der Protokolleintrag ist zu tief verschachtelt: Höchstens {depth, plural, one {# Ebene ist} other {# Ebenen sind}} erlaubt.',
    'it-IT':
      'La voce del registro è annidata troppo in profondità: {depth, plural, one {è ammesso al massimo # livello} other {sono ammessi al massimo # livelli}}.',
    'ja-JP': 'ログの入れ子が深すぎます。{depth, plural, other {# 階層}}までにしてください。',
    'ko-KR':
      '로그 항목의 중첩이 너무 깊습니다. 최대 {depth, plural, other {#단계}}까지 허용됩니다.',
    'ru-RU':
      'Запись журнала слишком глубоко вложена: допускается не более {depth, plural, one {# уровня} few {# уровней} many {# уровней} other {# уровня}}.',
  },
} as const satisfies Record<string, LocalizedText>;
