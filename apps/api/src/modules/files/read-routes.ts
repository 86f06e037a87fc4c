import { endpoints, fileHashSchema } from '@captio/api-client';
import { and, eq, sql } from 'drizzle-orm';
import { isEngineError } from '@captio/media-engines';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { tasks } from '../../db/schema.js';
import { AppError, notFound } from '../../http/app-error.js';
import { binaryAnswer } from '../../http/binary-answer.js';
import { type Auth, authenticate, openApiSecurity } from '../../http/auth.js';
import { sendFailure } from '../../http/error-handler.js';
import { PreparedAnswer } from '../../http/prepared-answer.js';
import { serveEndpoint } from '../../http/route.js';
import { etagOf, notModified, parseRange, rangeStillValid } from './byte-range.js';
import { DerivedFiles } from './derived-files.js';
import { DERIVED, type FileStore } from './file-store.js';
import { readingHolder, tasksHeldBy } from './holder.js';
import { fileMessages } from './messages.js';
import { findHeldFile, toMediaFile } from './stored-files.js';

const params = z.strictObject({ hash: fileHashSchema });
type Params = z.infer<typeof params>;

/**
 * Revalidated on each use: the bytes under a hash never change, but whether the caller may still
 * read them does (a deleted or expired file answers 404).
 */
const CACHE_CONTROL = 'private, no-cache';

/**
 * The caller's file or 404, the same for a file of someone else as for one that does not exist,
 * so that nobody learns which contents are stored; 410 media_not_kept for the media of one of
 * the caller's own transcripts whose keep ran out (or whose file they deleted).
 */
async function heldFile(
  context: AppContext,
  request: FastifyRequest,
  auth: Auth | undefined,
  hash: string,
) {
  const holder = readingHolder(request, auth);
  if (!holder) throw notFound('file_not_found', fileMessages.fileNotFound);
  const found = await findHeldFile(context.db, holder, hash, context.now());
  if (found) return found;
  const [transcribed] = await context.db
    .select({ one: sql`1` })
    .from(tasks)
    .where(and(tasksHeldBy(holder), eq(tasks.fileHash, hash)))
    .limit(1);
  if (transcribed) throw new AppError(410, 'media_not_kept', fileMessages.mediaNotKept);
  throw notFound('file_not_found', fileMessages.fileNotFound);
}

function derivationFailure(error: unknown): unknown {
  if (isEngineError(error)) {
    return new AppError(503, 'media_unavailable', fileMessages.mediaUnavailable);
  }
  return error;
}

/** fileInfo, fileWaveform, and the raw media and thumbnail of a file. */
export function registerReadRoutes(
  app: FastifyInstance,
  context: AppContext,
  store: FileStore,
): void {
  const derived = new DerivedFiles(store);

  serveEndpoint(app, context, endpoints.fileInfo, async ({ params, auth, request }) => {
    const { drive, media } = await heldFile(context, request, auth, params.hash);
    return { data: { file: toMediaFile(drive, media) } };
  });

  serveEndpoint(app, context, endpoints.fileWaveform, async ({ params, auth, request }) => {
    const { media } = await heldFile(context, request, auth, params.hash);
    try {
      // Written by makeWaveform as the contract's shape, checked by its tests.
      return PreparedAnswer.withStoredData(
        endpoints.fileWaveform,
        await derived.waveformJson(media),
      );
    } catch (error) {
      throw derivationFailure(error);
    }
  });

  // Raw answers (bytes, not JSON): authenticated as fileInfo is, before anything else.
  const callers = new WeakMap<FastifyRequest, Auth | undefined>();
  const authenticateRaw = async (request: FastifyRequest) => {
    callers.set(request, await authenticate(context, request, endpoints.fileInfo));
  };

  app.route<{ Params: Params }>({
    method: ['GET', 'HEAD'],
    url: '/api/files/:hash/media',
    exposeHeadRoute: false,
    schema: {
      summary:
        "The media of one of the caller's files, for players: HTTP range requests (Accept-Ranges, 206 with Content-Range, 416), ETag and If-Range (the hash), HEAD. 404 for a file the caller has not uploaded, 410 media_not_kept once the media of one of their transcripts is no longer kept.",
      tags: ['files'],
      params,
      security: openApiSecurity(endpoints.fileInfo.auth),
      response: {
        200: binaryAnswer('The whole file, with the Content-Type probing found.'),
        206: binaryAnswer('The range asked for.'),
      },
    },
    onRequest: authenticateRaw,
    handler: async (request, reply) => {
      const { media } = await heldFile(context, request, callers.get(request), request.params.hash);
      return sendMedia(request, reply, store, media.hash, media.size, media.contentType);
    },
  });

  app.route<{ Params: Params }>({
    method: ['GET', 'HEAD'],
    url: '/api/files/:hash/thumbnail',
    exposeHeadRoute: false,
    schema: {
      summary:
        "A still of one of the caller's video files (JPEG, file_pic), made once. 404 for an audio file and for a file the caller has not uploaded, 410 media_not_kept once no longer kept.",
      tags: ['files'],
      params,
      security: openApiSecurity(endpoints.fileInfo.auth),
      response: {
        200: binaryAnswer('The JPEG still.', 'image/jpeg'),
      },
    },
    onRequest: authenticateRaw,
    handler: async (request, reply) => {
      const { media } = await heldFile(context, request, callers.get(request), request.params.hash);
      // An audio file has no picture: the page shows its own audio icon rather than a made-up
      // image that says nothing about the file.
      if (!media.hasVideo) throw notFound('no_picture', fileMessages.noPicture);
      try {
        await derived.ensureThumbnail(media);
      } catch (error) {
        throw derivationFailure(error);
      }
      void reply
        .header('etag', etagOf(media.hash))
        .header('cache-control', CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff');
      if (notModified(request.headers['if-none-match'], media.hash)) return reply.code(304).send();
      void reply.type('image/jpeg');
      if (request.method === 'HEAD') return reply.send();
      return reply.send(store.openDerived(media.hash, DERIVED.thumbnail));
    },
  });
}

/**
 * Stored bytes as a player (or a download) reads them: ranges (206, 416), ETag and If-Range by
 * the hash, HEAD. Headers the caller set before (Content-Disposition) go with the answer.
 */
export function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  hash: string,
  size: number,
  contentType: string,
): FastifyReply {
  void reply
    .header('accept-ranges', 'bytes')
    .header('etag', etagOf(hash))
    .header('cache-control', CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff');
  if (notModified(request.headers['if-none-match'], hash)) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const range = rangeStillValid(Array.isArray(ifRange) ? ifRange[0] : ifRange, hash)
    ? parseRange(request.headers.range, size)
    : undefined;
  if (range === 'unsatisfiable') {
    void reply.header('content-range', `bytes */${size}`);
    return sendFailure(reply, 416, 'range_not_satisfiable', fileMessages.rangeNotSatisfiable, {
      size,
    });
  }
  void reply.type(contentType);
  const head = request.method === 'HEAD';
  if (range) {
    void reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', String(range.end - range.start + 1));
    return reply.send(head ? undefined : store.open(hash, range));
  }
  void reply.header('content-length', String(size));
  return reply.send(head ? undefined : store.open(hash));
}
