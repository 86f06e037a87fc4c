import type { LocalizedText } from '../../i18n/locale.js';

export const siteMessages = {
  logTooDeep: {
    'en-US': 'The log entry is nested too deeply: at most {depth} levels are accepted.',
    'zh-CN': '日志内容嵌套层级过深：最多允许 {depth} 层。',
    'zh-TW': '日誌內容巢狀層級過深：最多允許 {depth} 層。',
    'es-ES':
      'La entrada del registro tiene demasiados niveles de anidación: se aceptan como máximo {depth}.',
    'pt-PT':
      'A entrada do registo tem demasiados níveis de aninhamento: são aceites no máximo {depth}.',
    'fr-FR': "L'entrée du journal est trop imbriquée : {depth} niveaux au maximum sont acceptés.",
    'de-DE':
      'Der Protokolleintrag ist zu tief verschachtelt: Höchstens {depth} Ebenen sind erlaubt.',
    'it-IT':
      'La voce del registro è annidata troppo in profondità: sono ammessi al massimo {depth} livelli.',
    'ja-JP': 'ログの入れ子が深すぎます。{depth} 階層までにしてください。',
    'ko-KR': '로그 항목의 중첩이 너무 깊습니다. 최대 {depth}단계까지 허용됩니다.',
    'ru-RU': 'Запись журнала слишком глубоко вложена: допускается не более {depth} уровней.',
  },
} as const satisfies Record<string, LocalizedText>;
