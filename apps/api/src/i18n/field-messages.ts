import type { z } from 'zod';
import { type LocaleCode } from '@captio/api-client';
import { type LocalizedText, translate } from './locale.js';

/**
 * What is wrong with a field, in words a person reads (zod's own read like a type checker's:
 * "Too small: expected string to have >=8 characters"), for the issues people meet filling a
 * form or calling the api by hand. Others keep zod's message in the locale.
 */
export const fieldMessages = {
  required: {
    'en-US': 'This field is required.',
    'zh-CN': '此项为必填项。',
    'zh-TW': '此欄位為必填。',
    'es-ES': 'Este campo es obligatorio.',
    'pt-PT': 'Este campo é obrigatório.',
    'fr-FR': 'Ce champ est obligatoire.',
    'de-DE': 'Dieses Feld ist erforderlich.',
    'it-IT': 'Questo campo è obbligatorio.',
    'ja-JP': 'この項目は必須です。',
    'ko-KR': '필수 항목입니다.',
    'ru-RU': 'Это поле обязательно.',
  },
  textTooShort: {
    'en-US': '{minimum, plural, one {At least # character.} other {At least # characters.}}',
    'zh-CN': '{minimum, plural, other {至少需要 # 个字符。}}',
    'zh-TW': '{minimum, plural, other {至少需要 # 個字元。}}',
    'es-ES': '{minimum, plural, one {Al menos # carácter.} other {Al menos # caracteres.}}',
    'pt-PT': '{minimum, plural, one {Pelo menos # carácter.} other {Pelo menos # caracteres.}}',
    'fr-FR': '{minimum, plural, one {Au moins # caractère.} other {Au moins # caractères.}}',
    'de-DE': '{minimum, plural, one {Mindestens # Zeichen.} other {Mindestens # Zeichen.}}',
    'it-IT': '{minimum, plural, one {Almeno # carattere.} other {Almeno # caratteri.}}',
    'ja-JP': '{minimum, plural, other {# 文字以上で入力してください。}}',
    'ko-KR': '{minimum, plural, other {#자 이상 입력하세요.}}',
    'ru-RU':
      '{minimum, plural, one {Не меньше # символа.} few {Не меньше # символов.} many {Не меньше # символов.} other {Не меньше # символа.}}',
  },
  textTooLong: {
    'en-US': '{maximum, plural, one {At most # character.} other {At most # characters.}}',
    'zh-CN': '{maximum, plural, other {最多 # 个字符。}}',
    'zh-TW': '{maximum, plural, other {最多 # 個字元。}}',
    'es-ES': '{maximum, plural, one {Como máximo # carácter.} other {Como máximo # caracteres.}}',
    'pt-PT': '{maximum, plural, one {No máximo # carácter.} other {No máximo # caracteres.}}',
    'fr-FR': '{maximum, plural, one {Au plus # caractère.} other {Au plus # caractères.}}',
    'de-DE': '{maximum, plural, one {Höchstens # Zeichen.} other {Höchstens # Zeichen.}}',
    'it-IT': '{maximum, plural, one {Al massimo # carattere.} other {Al massimo # caratteri.}}',
    'ja-JP': '{maximum, plural, other {# 文字以内で入力してください。}}',
    'ko-KR': '{maximum, plural, other {#자 이하로 입력하세요.}}',
    'ru-RU':
      '{maximum, plural, one {Не больше # символа.} few {Не больше # символов.} many {Не больше # символов.} other {Не больше # символа.}}',
  },
  notEmail: {
    'en-US': 'This is not a valid e-mail address.',
    'zh-CN': '这不是有效的电子邮件地址。',
    'zh-TW': '這不是有效的電子郵件地址。',
    'es-ES': 'No es una dirección de correo electrónico válida.',
    'pt-PT': 'Não é um endereço de e-mail válido.',
    'fr-FR': 'Ce n’est pas une adresse e-mail valide.',
    'de-DE': 'Das ist keine gültige E-Mail-Adresse.',
    'it-IT': 'Non è un indirizzo e-mail valido.',
    'ja-JP': '有効なメールアドレスではありません。',
    'ko-KR': '올바른 이메일 주소가 아닙니다.',
    'ru-RU': 'Это не действительный адрес электронной почты.',
  },
} satisfies Record<string, LocalizedText>;

/** The issue in the words above, or undefined to let zod's locale say it. */
export function fieldMessage(issue: z.core.$ZodRawIssue, locale: LocaleCode): string | undefined {
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return translate(fieldMessages.required, locale);
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return translate(fieldMessages.textTooShort, locale, { minimum: Number(issue.minimum) });
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return translate(fieldMessages.textTooLong, locale, { maximum: Number(issue.maximum) });
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') {
    return translate(fieldMessages.notEmail, locale);
  }
  return undefined;
}
