import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Failure, FieldError, LocaleCode } from '@captio/api-client';
import { z } from 'zod';
import { localizedIssueMessage } from '../i18n/contract-messages.js';
import { commonMessages } from '../i18n/common-messages.js';
import { fieldMessage } from '../i18n/field-messages.js';
import { type LocalizedText, type MessageValues, translate } from '../i18n/locale.js';
import { AppError } from './app-error.js';
import { UNSTORABLE_TEXT } from './validator.js';

const ZOD_LOCALES: Record<LocaleCode, () => { localeError: z.core.$ZodErrorMap }> = {
  'en-US': z.locales.en,
  'zh-CN': z.locales.zhCN,
  'zh-TW': z.locales.zhTW,
  'es-ES': z.locales.es,
  'pt-PT': z.locales.pt,
  'fr-FR': z.locales.fr,
  'de-DE': z.locales.de,
  'it-IT': z.locales.it,
  'ja-JP': z.locales.ja,
  'ko-KR': z.locales.ko,
  'ru-RU': z.locales.ru,
};
const zodErrorMaps = new Map<LocaleCode, z.core.$ZodErrorMap>();
function zodErrorMap(locale: LocaleCode): z.core.$ZodErrorMap {
  let map = zodErrorMaps.get(locale);
  if (!map) {
    const zodWords = ZOD_LOCALES[locale]().localeError;
    map = (issue) => fieldMessage(issue, locale) ?? zodWords(issue);
    zodErrorMaps.set(locale, map);
  }
  return map;
}

const PART_OF_CONTEXT: Record<string, 'body' | 'querystring' | 'params' | 'headers'> = {
  body: 'body',
  querystring: 'querystring',
  params: 'params',
  headers: 'headers',
};

/**
 * Field errors in the request's locale. Validation ran with zod's English messages; on failure
 * the same schema is run again with the locale's messages, which costs nothing on success.
 */
function localizedFieldErrors(request: FastifyRequest, error: FastifyError): FieldError[] {
  const part = PART_OF_CONTEXT[error.validationContext ?? 'body'] ?? 'body';
  const issues = error.validation ?? [];
  if (issues.some((issue) => issue.keyword === UNSTORABLE_TEXT)) {
    const message = translate(commonMessages.unstorableText, request.locale);
    return issues.map((issue) => {
      const path = (issue.params as { path?: unknown[] }).path ?? [];
      return { field: path.map(String).join('.') || part, message };
    });
  }
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[part];
  const value = part === 'querystring' ? request.query : request[part];
  if (schema instanceof z.ZodType) {
    const result = schema.safeParse(value, { error: zodErrorMap(request.locale) });
    if (!result.success) {
      // An unknown key is reported on the object that holds it; a form needs it on the key itself.
      return result.error.issues.flatMap((issue) => {
        const paths =
          issue.code === 'unrecognized_keys'
            ? issue.keys.map((key) => [...issue.path, key])
            : [issue.path];
        return paths.map((path) => ({
          field: path.map(String).join('.') || part,
          message: localizedIssueMessage(issue.message, request.locale),
        }));
      });
    }
  }
  return issues.map((issue) => ({
    field:
      String(issue.instancePath ?? '')
        .replace(/^\//, '')
        .replaceAll('/', '.') || part,
    message: localizedIssueMessage(issue.message ?? '', request.locale),
  }));
}

export function sendFailure(
  reply: FastifyReply,
  status: number,
  code: string,
  text: LocalizedText,
  values: MessageValues = {},
  errors?: FieldError[],
): FastifyReply {
  const body: Failure = { message: translate(text, reply.request.locale, values), code };
  if (errors) body.errors = errors;
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** What an error answers: its status, code, message and field errors, and headers to send. */
export interface FailureAnswer {
  status: number;
  code: string;
  text: LocalizedText;
  values?: MessageValues;
  errors?: FieldError[];
  headers?: Record<string, string>;
}

const failure = (
  status: number,
  code: string,
  text: LocalizedText,
  values?: MessageValues,
): FailureAnswer => ({ status, code, text, ...(values ? { values } : {}) });

/** The one mapping of errors to answers: a status, a stable code, a message; never a stack trace. */
export function failureFor(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FailureAnswer {
  if (error instanceof AppError) {
    return {
      ...failure(error.status, error.code, error.text, error.values),
      ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      ...(error.headers ? { headers: error.headers } : {}),
    };
  }
  if (error.validation) {
    return {
      ...failure(400, 'invalid_request', commonMessages.invalidRequest),
      errors: localizedFieldErrors(request, error),
    };
  }
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return failure(400, 'bad_url', commonMessages.badUrl);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return failure(400, 'invalid_json', commonMessages.invalidJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return failure(413, 'payload_too_large', commonMessages.payloadTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return failure(415, 'unsupported_media_type', commonMessages.unsupportedMediaType);
    default:
      break;
  }
  if (error.statusCode === 429) {
    const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 60)));
    return failure(429, 'too_many_requests', commonMessages.tooManyRequests, { seconds });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return failure(error.statusCode, 'invalid_request', commonMessages.invalidRequest);
  }
  return failure(500, 'internal_error', commonMessages.internal);
}

/** Answers an error as every api call does: the failure body in the request's locale. */
export function answerError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const answer = failureFor(error, request, reply);
  if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
  if (answer.headers) reply.headers(answer.headers);
  return sendFailure(reply, answer.status, answer.code, answer.text, answer.values, answer.errors);
}

/** The one place errors become answers. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);

  app.setNotFoundHandler((request, reply) =>
    sendFailure(reply, 404, 'not_found', commonMessages.notFound, {
      path: request.url.split('?')[0] ?? '',
    }),
  );
}
