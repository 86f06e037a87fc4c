import { endpoints, exportQuerySchema, type TranscriptLine } from '@captio/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { transcripts } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { binaryAnswer, sendAttachment } from '../../http/binary-answer.js';
import { type Auth, authenticate } from '../../http/auth.js';
import { pickLocale } from '../../i18n/locale.js';
import {
  ExportError,
  exportMessages,
  findExportFormat,
  renderExport,
  requiresVip,
} from '../exports/index.js';
import { effectiveLevel } from '../plans/levels.js';
import { callerOf } from './caller.js';
import { linesToCues } from './cues.js';
import { findTask } from './find-task.js';
import { taskMessages } from './messages.js';

const params = z.strictObject({ task_id: z.uuid() });

/**
 * GET /api/tasks/:task_id/export: the transcript of one of the caller's tasks as a file, with
 * the edits saved so far. Bytes, not JSON, so it is a route of its own, authenticated as
 * taskStatus is; ASS is for paid levels, checked here whatever the page offered.
 */
export function registerExportRoute(app: FastifyInstance, context: AppContext): void {
  const callers = new WeakMap<FastifyRequest, Auth | undefined>();
  app.route<{ Params: z.infer<typeof params>; Querystring: z.output<typeof exportQuerySchema> }>({
    method: 'GET',
    url: '/api/tasks/:task_id/export',
    schema: {
      summary:
        "The transcript of one of the caller's tasks as a file: subtitles (srt, ass for paid levels, txt, vtt, md, lrc, pdf, csv) or a document (docx, pdf, txt), with or without timestamps and speakers. 403 vip_only for ass below VIP, 409 before the task has succeeded, 404 for others' tasks.",
      tags: ['tasks'],
      params,
      querystring: exportQuerySchema,
      security: [{}, { token: [] }, { apiKey: [] }],
      response: { 200: binaryAnswer('The file, as an attachment named after the upload.') },
    },
    onRequest: async (request) => {
      callers.set(request, await authenticate(context, request, endpoints.taskStatus));
    },
    handler: async (request, reply) => {
      const auth = callers.get(request);
      const locale = pickLocale(request.headers['accept-language']);
      const query = request.query;
      const format = findExportFormat(query.kind, query.format);
      if (!format) throw new AppError(400, 'unknown_format', exportMessages.unknownFormat);
      if (requiresVip(format.type) && !(auth && effectiveLevel(auth.user, context.now()) >= 1)) {
        throw new AppError(403, 'vip_only', exportMessages.vipOnly);
      }
      const task = await findTask(context, callerOf(auth, request), request.params.task_id);
      const [transcript] = await context.db
        .select()
        .from(transcripts)
        .where(eq(transcripts.taskId, task.id));
      if (task.status !== 'SUCCESS' || !transcript) {
        throw new AppError(409, 'task_not_finished', taskMessages.transcriptNotReady);
      }
      const unknownSpeaker = exportMessages.unknownSpeaker[locale];
      const cues = linesToCues(
        transcript.fileJson as TranscriptLine[],
        transcript.speakerFileJson as Record<string, string>,
        unknownSpeaker,
      );
      try {
        const file = await renderExport(
          { cues, fileName: task.fileName, language: task.detectedLanguage ?? task.language },
          {
            kind: query.kind,
            format: format.type,
            timestamps: query.timestamps,
            speakers: query.speakers,
            unknownSpeakerLabel: unknownSpeaker,
          },
        );
        return sendAttachment(reply, file);
      } catch (error) {
        if (error instanceof ExportError && error.code === 'fonts-missing') {
          throw new AppError(503, 'export_unavailable', exportMessages.fontsMissing);
        }
        throw error;
      }
    },
  });
}
