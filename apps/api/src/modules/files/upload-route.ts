import { rm } from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import { LEVEL, endpoints } from '@captio/api-client';
import { isEngineError, probeMedia, type MediaInfo } from '@captio/media-engines';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { type Auth, authenticate, openApiSecurity } from '../../http/auth.js';
import {
  UNLIMITED_UPLOAD_LIMITS,
  driveCapacity,
  effectiveLevel,
  uploadLimits,
} from '../plans/levels.js';
import { visitorIdFor } from '../visitors/visitor-id.js';
import { hoursMinutesSeconds } from './duration-text.js';
import type { FileStore } from './file-store.js';
import type { Holder } from './holder.js';
import { expiryFor } from './keep-rule.js';
import { mediaFacts } from './media-type.js';
import { fileMessages } from './messages.js';
import { FILE_FIELD, receiveUpload } from './receive-upload.js';
import { recordUpload, toMediaFile } from './stored-files.js';

/** Only for the OpenAPI document: the body is read as a stream, never parsed by this schema. */
const uploadBodyDoc = z.object({
  [FILE_FIELD]: z
    .string()
    .meta({ format: 'binary', description: 'The audio or video file (any other fields first).' }),
});

async function probeUpload(path: string): Promise<MediaInfo> {
  try {
    return await probeMedia(path);
  } catch (error) {
    if (isEngineError(error, 'not-media') || isEngineError(error, 'no-audio-stream')) {
      throw new AppError(415, 'not_media', fileMessages.notMedia);
    }
    if (isEngineError(error)) {
      throw new AppError(503, 'media_unavailable', fileMessages.mediaUnavailable);
    }
    throw error;
  }
}

/**
 * POST /api/files/upload/: multipart (parsed only in this plugin, as a stream: Fastify's body
 * limit does not apply, the level's limit does, while the bytes arrive). The caller is known
 * before a byte of the body is read.
 */
export async function registerUploadRoute(
  app: FastifyInstance,
  context: AppContext,
  store: FileStore,
): Promise<void> {
  const callers = new WeakMap<FastifyRequest, Auth | undefined>();
  const limitsFor = context.uploadLimits ?? uploadLimits;

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { throwFileSizeLimit: true });
    const endpoint = endpoints.uploadFile;
    scope.route({
      method: 'POST',
      url: endpoint.path,
      // The largest any level may send; each request is held to its own level while streaming.
      bodyLimit: UNLIMITED_UPLOAD_LIMITS.maxBytes + 1024 * 1024,
      schema: {
        summary: endpoint.summary,
        tags: [endpoint.tag],
        consumes: ['multipart/form-data'],
        body: uploadBodyDoc,
        security: openApiSecurity(endpoint.auth),
        response: { 201: endpoint.response },
      },
      // The only schema to validate would be the body's, which documents the form: the stream
      // is checked as it is read.
      validatorCompiler: () => () => ({ value: undefined }),
      preParsing: async (request, _reply, payload) => {
        callers.set(request, await authenticate(context, request, endpoint));
        return payload;
      },
      handler: async (request, reply) => {
        const auth = callers.get(request);
        const now = context.now();
        const level = auth ? effectiveLevel(auth.user, now) : LEVEL.free;
        const limits = limitsFor(level);
        try {
          await store.init();
          const received = await receiveUpload(request, store, {
            maxBytes: limits.maxBytes,
            idleMs: context.config.uploadIdleMs,
          });
          try {
            const info = await probeUpload(received.tempFile);
            if ((info.durationSeconds ?? 0) > limits.maxDurationSeconds) {
              throw new AppError(413, 'too_long', fileMessages.tooLong, {
                values: {
                  duration: hoursMinutesSeconds(info.durationSeconds ?? 0),
                  limit: hoursMinutesSeconds(limits.maxDurationSeconds),
                },
              });
            }
            const holder: Holder = auth
              ? { userId: auth.user.id }
              : { visitorId: visitorIdFor(request, reply) };
            const capacity = auth ? driveCapacity(level, auth.user.subscriptionType) : 0;
            const { drive, media } = await recordUpload(context.db, store, {
              hash: received.hash,
              size: received.size,
              tempFile: received.tempFile,
              facts: mediaFacts(info),
              holder,
              fileName: received.fileName,
              now,
              expiresAt: expiryFor(capacity, now),
              ...(capacity > 0 ? { capacity } : {}),
            });
            return await reply.code(201).send({ data: { file: toMediaFile(drive, media) } });
          } finally {
            await rm(received.tempFile, { force: true });
          }
        } catch (error) {
          // The rest of the body is not wanted: the connection ends after the answer instead of
          // reading (and throwing away) what the client still sends.
          if (!request.raw.readableEnded) void reply.header('connection', 'close');
          throw error;
        } finally {
          if (auth) context.cache.evictUser(auth.user.id);
        }
      },
    });
  });
}
