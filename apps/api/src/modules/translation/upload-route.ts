import fastifyMultipart from '@fastify/multipart';
import { endpoints, MAX_SUBTITLE_TEXT, translationLanguageSchema } from '@captio/api-client';
import { decodeSubtitleBytes } from '@captio/subtitle-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { type Auth, authenticate, openApiSecurity } from '../../http/auth.js';
import { commonMessages } from '../../i18n/common-messages.js';
import { translate } from '../../i18n/locale.js';
import { fileMessages } from '../files/messages.js';
import { cleanFileName, FILE_FIELD, uploadFailure } from '../files/receive-upload.js';
import { inMegabytes } from '../files/stored-files.js';
import { translateSubtitleFile } from './create-translation.js';
import { toTranslationState } from './translation-view.js';
import { translationMessages } from './messages.js';

/** Only for the OpenAPI document: the form is read part by part, never parsed by this schema. */
const formDoc = z.object({
  source_language: z.string(),
  target_language: z.string(),
  fingerprint: z.string().optional(),
  [FILE_FIELD]: z.string().meta({
    format: 'binary',
    description:
      'The subtitle file (srt, vtt, ass, ssa, lrc, txt, md, csv, ttml), after the fields.',
  }),
});

const fieldsSchema = z.object({
  source_language: translationLanguageSchema,
  target_language: translationLanguageSchema,
  fingerprint: z.string().max(128).optional(),
});

/** A subtitle file as the form sent it: its fields, its name and its bytes. */
interface SentFile {
  fields: Record<string, string>;
  fileName: string;
  bytes: Buffer;
}

async function readForm(request: FastifyRequest): Promise<SentFile> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'not_multipart', fileMessages.notMultipart);
  }
  const fields: Record<string, string> = {};
  let sent: SentFile | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_SUBTITLE_TEXT, files: 1, fields: 10 },
    })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== FILE_FIELD) await part.toBuffer();
      else sent = { fields, fileName: cleanFileName(part.filename), bytes: await part.toBuffer() };
    }
  } catch (error) {
    const failure = uploadFailure(error, MAX_SUBTITLE_TEXT);
    // One size for every plan: the media upload's words ('your plan accepts') would promise
    // that another plan helps.
    if (failure instanceof AppError && failure.code === 'file_too_large') {
      throw new AppError(413, 'file_too_large', translationMessages.fileTooLarge, {
        values: { limit: inMegabytes(MAX_SUBTITLE_TEXT) },
      });
    }
    throw failure;
  }
  // As the media upload answers a form without its file: nothing was sent to be read.
  if (!sent) throw new AppError(400, 'no_file', translationMessages.noSubtitleFile);
  return sent;
}

/**
 * POST /api/translations/upload/: a subtitle file translated as POST /api/translations/ does with
 * its text, read from a form (the caller known before a byte of it is read). The bytes are
 * decoded as the CLI and the browser decode them: UTF-8, UTF-16 (with a BOM or without),
 * else Windows-1252.
 */
export async function registerTranslationUpload(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  const callers = new WeakMap<FastifyRequest, Auth | undefined>();
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: true });
    const endpoint = endpoints.uploadTranslation;
    scope.route({
      method: 'POST',
      url: endpoint.path,
      bodyLimit: MAX_SUBTITLE_TEXT + 64 * 1024,
      schema: {
        summary: endpoint.summary,
        tags: [endpoint.tag],
        consumes: ['multipart/form-data'],
        body: formDoc,
        security: openApiSecurity(endpoint.auth),
        response: { 200: endpoint.response },
      },
      // The form is checked as it is read.
      validatorCompiler: () => () => ({ value: undefined }),
      preParsing: async (request, _reply, payload) => {
        callers.set(request, await authenticate(context, request, endpoint));
        return payload;
      },
      handler: async (request, reply) => {
        const sent = await readForm(request);
        const fields = fieldsSchema.safeParse(sent.fields);
        if (!fields.success) {
          throw new AppError(400, 'invalid_request', commonMessages.invalidRequest, {
            fieldErrors: fields.error.issues.map((issue) => ({
              field: issue.path.join('.'),
              message: translate(commonMessages.invalidRequest, request.locale),
            })),
          });
        }
        const row = await translateSubtitleFile(context, request, reply, {
          auth: callers.get(request),
          text: decodeSubtitleBytes(sent.bytes).text,
          fileName: sent.fileName,
          from: fields.data.source_language,
          to: fields.data.target_language,
          fingerprint: fields.data.fingerprint,
        });
        return { data: { translation: toTranslationState(row, request.locale) } };
      },
    });
  });
}
