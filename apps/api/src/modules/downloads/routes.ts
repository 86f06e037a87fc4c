import { randomUUID } from 'node:crypto';
import { downloadEventsUrl, downloadFileUrl, endpoints, LEVEL } from '@captio/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { downloads } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { binaryAnswer } from '../../http/binary-answer.js';
import { type Auth, authenticate, openApiSecurity } from '../../http/auth.js';
import { serveEndpoint } from '../../http/route.js';
import { contentDisposition, downloadFileName } from '../exports/download-name.js';
import { fileStoreIn } from '../files/file-store.js';
import { sendMedia } from '../files/read-routes.js';
import { findHeldFile } from '../files/stored-files.js';
import { inspectForRequest, refuseTooLong } from '../links/link-fetcher.js';
import { LINK_CALLS_LIMIT } from '../links/rate-limit.js';
import { linkMessages } from '../links/messages.js';
import { effectiveLevel, linkLimits } from '../plans/levels.js';
import { type Caller, callerOf, ownerOf } from '../tasks/caller.js';
import { holderOf } from '../tasks/fetch-link.js';
import { serveRowEvents } from '../tasks/task-events.js';
import { type DownloadRow, findDownload, toDownload } from './download-view.js';

const params = z.strictObject({ download_id: z.uuid() });

/**
 * Downloads of links as media files: created (looked up at once, queued), followed (status, and
 * server-sent events as tasks have), and their file served as an attachment. Free within the
 * level's size and duration limits: the file costs what an upload costs the server, and the
 * limits keep that bounded.
 */
export function registerDownloadRoutes(app: FastifyInstance, context: AppContext): void {
  const store = fileStoreIn(context.config.dataDir);

  /** The stored file of a finished download, while its owner still holds it. */
  const heldResult = async (row: DownloadRow) =>
    row.fileHash === null
      ? undefined
      : await findHeldFile(context.db, holderOf(row), row.fileHash, context.now());

  const view = async (row: DownloadRow, locale: Parameters<typeof toDownload>[1]) => {
    const held = row.status === 'SUCCESS' ? await heldResult(row) : undefined;
    const inDrive =
      held !== undefined && held.drive.userId !== null && held.drive.expiresAt === null;
    return toDownload(row, locale, inDrive);
  };

  serveEndpoint(
    app,
    context,
    endpoints.createDownload,
    async ({ body, auth, locale, request, reply }) => {
      const caller = ownerOf(auth, request, reply);
      const level = auth ? effectiveLevel(auth.user, context.now()) : LEVEL.free;
      const info = await inspectForRequest(context.links, body.url, context.config);
      refuseTooLong(info, (context.linkLimits ?? linkLimits)(level));
      const queue = context.queue;
      if (!queue) throw new Error('createDownload: this process has no job queue');
      const id = randomUUID();
      const row = await context.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(downloads)
          .values({
            id,
            userId: caller.kind === 'user' ? caller.user.id : null,
            visitorId: caller.kind === 'visitor' ? caller.visitorId : null,
            url: info.url,
            format: body.format,
            title: info.title,
          })
          .returning();
        if (!inserted) throw new Error('createDownload: insert returned no row');
        await queue.sendDownload(tx, { download_id: id });
        return inserted;
      });
      return { data: { download: toDownload(row, locale) } };
    },
    { rateLimit: LINK_CALLS_LIMIT },
  );

  serveEndpoint(
    app,
    context,
    endpoints.downloadStatus,
    async ({ params, auth, locale, request }) => {
      const row = await findDownload(context, callerOf(auth, request), params.download_id);
      return { data: { download: await view(row, locale) } };
    },
  );

  serveRowEvents<DownloadRow>(app, context, {
    url: downloadEventsUrl(':download_id'),
    param: 'download_id',
    tag: 'links',
    what: 'download',
    authAs: endpoints.downloadStatus,
    load: (caller: Caller, id: string) => findDownload(context, caller, id),
    view,
    finished: (row) => row.status !== 'WAITING',
  });

  const callers = new WeakMap<FastifyRequest, Auth | undefined>();
  app.route<{ Params: z.infer<typeof params> }>({
    method: ['GET', 'HEAD'],
    url: downloadFileUrl(':download_id'),
    exposeHeadRoute: false,
    schema: {
      summary:
        "The file of one of the caller's finished downloads, as an attachment named after the link's title (RFC 6266 filename*), with range requests as the media has. 409 download_not_ready while it runs, 410 download_gone once its file is no longer kept, 404 for others' downloads.",
      tags: ['links'],
      params,
      security: openApiSecurity(endpoints.downloadStatus.auth),
      response: {
        200: binaryAnswer('The whole file.'),
        206: binaryAnswer('The range asked for.'),
      },
    },
    onRequest: async (request) => {
      callers.set(request, await authenticate(context, request, endpoints.downloadStatus));
    },
    handler: async (request, reply) => {
      const caller = callerOf(callers.get(request), request);
      const row = await findDownload(context, caller, request.params.download_id);
      if (row.status !== 'SUCCESS') {
        throw new AppError(409, 'download_not_ready', linkMessages.downloadNotReady);
      }
      const held = await heldResult(row);
      if (!held) throw new AppError(410, 'download_gone', linkMessages.downloadGone);
      const { media } = held;
      // Named after this download, even when the same content was kept under another name.
      const name = downloadFileName(row.title ?? '', row.format);
      void reply.header('content-disposition', contentDisposition(name));
      return sendMedia(request, reply, store, media.hash, media.size, media.contentType);
    },
  });
}
