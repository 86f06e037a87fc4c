import type { FieldError } from '@captio/api-client';
import { commonMessages } from '../i18n/common-messages.js';
import type { LocalizedText, MessageValues } from '../i18n/locale.js';

/**
 * An error a client should see: its status, a stable code, and a message in every locale.
 * Anything else thrown in a handler answers 500 with a generic message (the details go to the log).
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly text: LocalizedText;
  readonly values: MessageValues;
  readonly fieldErrors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: string,
    text: LocalizedText,
    options: {
      values?: MessageValues;
      fieldErrors?: FieldError[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(text['en-US']);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.text = text;
    this.values = options.values ?? {};
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers;
  }
}

export const badRequest = (code: string, text: LocalizedText, values?: MessageValues) =>
  new AppError(400, code, text, values ? { values } : {});
export const forbidden = (code: string, text: LocalizedText) => new AppError(403, code, text);
export const notFound = (code: string, text: LocalizedText) => new AppError(404, code, text);
export const conflict = (code: string, text: LocalizedText) => new AppError(409, code, text);
export const unauthorized = (
  code = 'not_signed_in',
  text: LocalizedText = commonMessages.notSignedIn,
) => new AppError(401, code, text);
