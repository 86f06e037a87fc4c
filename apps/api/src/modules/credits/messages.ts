import type { LocalizedText } from '../../i18n/locale.js';

export const creditMessages = {
  insufficient: {
    'en-US':
      'You do not have enough credits: you need {needed, plural, one {# credit} other {# credits}} and have {balance, plural, one {# credit} other {# credits}} left.',
    'zh-CN': '积分不足：需要 {needed, plural, other {#}}，剩余 {balance, plural, other {#}}。',
    'zh-TW': '點數不足：需要 {needed, plural, other {#}}，剩餘 {balance, plural, other {#}}。',
    'es-ES':
      'No tienes créditos suficientes: necesitas {needed, plural, one {# crédito} other {# créditos}} y tienes {balance, plural, one {# crédito} other {# créditos}}.',
    'pt-PT':
      'Não tem créditos suficientes: precisa de {needed, plural, one {# crédito} other {# créditos}} e tem {balance, plural, one {# crédito} other {# créditos}}.',
    'fr-FR':
      'Vous n’avez pas assez de crédits\u00a0: {needed, plural, one {# crédit nécessaire} other {# crédits nécessaires}}, {balance, plural, one {# crédit restant} other {# crédits restants}}.',
    'de-DE':
      'Sie haben nicht genug Credits: {needed, plural, one {# Credit} other {# Credits}} benötigt, {balance, plural, one {# Credit} other {# Credits}} übrig.',
    'it-IT':
      'Crediti insufficienti: {needed, plural, one {ne serve #} other {ne servono #}}, {balance, plural, one {ne resta #} other {ne restano #}}.',
    'ja-JP':
      'クレジットが足りません（必要：{needed, plural, other {#}}、残り：{balance, plural, other {#}}）。',
    'ko-KR':
      '크레딧이 부족합니다. 필요한 크레딧은 {needed, plural, other {#개}}이고 남은 크레딧은 {balance, plural, other {#개}}입니다.',
    'ru-RU':
      'Недостаточно кредитов: {needed, plural, one {нужен # кредит} few {нужно # кредита} many {нужно # кредитов} other {нужно # кредита}}, {balance, plural, one {остался # кредит} few {осталось # кредита} many {осталось # кредитов} other {осталось # кредита}}.',
  },
} as const satisfies Record<string, LocalizedText>;
