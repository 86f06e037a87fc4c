import type { LocalizedText } from '../../i18n/locale.js';

export const creditMessages = {
  insufficient: {
    'en-US': 'You do not have enough credits: {needed} needed, {balance} left.',
    'zh-CN': '积分不足：需要 {needed}，剩余 {balance}。',
    'zh-TW': '點數不足：需要 {needed}，剩餘 {balance}。',
    'es-ES': 'No tienes créditos suficientes: necesitas {needed} y te quedan {balance}.',
    'pt-PT': 'Não tem créditos suficientes: precisa de {needed} e restam {balance}.',
    'fr-FR': 'Vous n’avez pas assez de crédits : {needed} nécessaires, {balance} restants.',
    'de-DE': 'Du hast nicht genug Guthaben: {needed} benötigt, {balance} übrig.',
    'it-IT': 'Crediti insufficienti: ne servono {needed}, ne restano {balance}.',
    'ja-JP': 'クレジットが足りません。必要：{needed}、残り：{balance}。',
    'ko-KR': '크레딧이 부족합니다. 필요: {needed}, 남은 크레딧: {balance}.',
    'ru-RU': 'Недостаточно кредитов: нужно {needed}, осталось {balance}.',
  },
} as const satisfies Record<string, LocalizedText>;
