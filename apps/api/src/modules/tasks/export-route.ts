import {
  endpoints,
  type ExportContent,
  exportQuerySchema,
  type LocaleCode,
  type TranscriptLine,
} from '@captio/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { transcripts } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { binaryAnswer, sendAttachment } from '../../http/binary-answer.js';
import { type Auth, authenticate, openApiSecurity } from '../../http/auth.js';
import {
  ExportError,
  type ExportFormatEntry,
  type ExportInput,
  type ExportKind,
  exportFormats,
  exportMessages,
  type ExportOptions,
  findExportFormat,
  renderExport,
  requiresVip,
} from '../exports/index.js';
import { type ExportTrack, exportText } from '../translation/export-content.js';
import {
  type DocumentLayout,
  headerInLanguage,
  headerWithoutComments,
  withComments,
} from '../translation/source-layout.js';
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
  serveDownload(app, context, {
    url: '/api/tasks/:task_id/export',
    tag: 'tasks',
    summary:
      "The transcript of one of the caller's tasks as a file: subtitles (srt, ass for paid levels, txt, vtt, md, lrc, pdf, csv) or a document (docx, pdf, txt), with or without timestamps and speakers; the original (content=original, default), its translation (translation) or both (bilingual: two lines per cue, or with bilingual_layout=tracks two ASS styles; 422 bilingual_tracks_unavailable in other formats). 400 wrong_export_kind for a format of the other kind (docx needs kind=document), 403 vip_only for ass below VIP, 409 before the task has succeeded or translation_not_found without a translation, 404 for others' tasks.",
    params,
    querystring: exportQuerySchema,
    handler: async (request, reply, auth) => {
      const locale = request.locale;
      const query = request.query;
      const format = exportFormatFor(context, auth, query.kind, query.format);
      const task = await findTask(context, callerOf(auth, request), request.params.task_id);
      const [transcript] = await context.db
        .select()
        .from(transcripts)
        .where(eq(transcripts.taskId, task.id));
      if (task.status !== 'SUCCESS' || !transcript) {
        throw new AppError(409, 'task_not_finished', taskMessages.transcriptNotReady);
      }
      const unknownSpeaker = exportMessages.unknownSpeaker[locale];
      const speakers = transcript.speakerFileJson as Record<string, string>;
      const original = {
        cues: linesToCues(transcript.fileJson as TranscriptLine[], speakers, unknownSpeaker),
        language: task.detectedLanguage ?? task.language,
      };
      const translated = transcript.translateFileJson as TranscriptLine[] | null;
      return sendTranscriptExport(reply, format, query, {
        original,
        translation:
          translated && transcript.translateLanguage
            ? {
                cues: linesToCues(translated, speakers, unknownSpeaker),
                language: transcript.translateLanguage,
              }
            : null,
        fileName: task.fileName,
        unknownSpeaker,
      });
    },
  });
}

/**
 * A download route: bytes, not JSON, so not an endpoint of the contract; authenticated as
 * taskStatus is (a session, an API key, or a visitor's cookie), before the handler runs.
 */
export function serveDownload<Params extends z.ZodType, Query extends z.ZodType>(
  app: FastifyInstance,
  context: AppContext,
  route: {
    url: string;
    tag: string;
    summary: string;
    params: Params;
    querystring: Query;
    handler: (
      request: FastifyRequest<{ Params: z.output<Params>; Querystring: z.output<Query> }>,
      reply: FastifyReply,
      auth: Auth | undefined,
    ) => Promise<FastifyReply>;
  },
): void {
  const callers = new WeakMap<FastifyRequest, Auth | undefined>();
  app.route<{ Params: z.output<Params>; Querystring: z.output<Query> }>({
    method: 'GET',
    url: route.url,
    schema: {
      summary: route.summary,
      tags: [route.tag],
      params: route.params,
      querystring: route.querystring,
      security: openApiSecurity(endpoints.taskStatus.auth),
      response: { 200: binaryAnswer('The file, as an attachment named after the upload.') },
    },
    onRequest: async (request) => {
      callers.set(request, await authenticate(context, request, endpoints.taskStatus));
    },
    handler: (request, reply) => {
      // A download link names the page's language itself (exportContentShape's locale).
      const { locale } = request.query as { locale?: LocaleCode };
      if (locale) request.locale = locale;
      return route.handler(request, reply, callers.get(request));
    },
  });
}

/**
 * The export menu's row for a download; 400 for no such format, or wrong_export_kind for one of
 * the other kind (docx without kind=document), naming the kind to ask for; 403 for ASS below VIP.
 */
export function exportFormatFor(
  context: Pick<AppContext, 'now'>,
  auth: Auth | undefined,
  kind: string,
  format: string,
): ExportFormatEntry {
  const entry = findExportFormat(kind, format);
  if (!entry) throw wrongFormat(format);
  if (requiresVip(entry.type) && !(auth && effectiveLevel(auth.user, context.now()) >= 1)) {
    throw new AppError(403, 'vip_only', exportMessages.vipOnly);
  }
  return entry;
}

function wrongFormat(format: string): AppError {
  const listed = exportFormats.find((row) => row.type === format);
  if (!listed) return new AppError(400, 'unknown_format', exportMessages.unknownFormat);
  const message =
    listed.kind === 'document' ? exportMessages.documentFormat : exportMessages.subtitleFormat;
  return new AppError(400, 'wrong_export_kind', message, { values: { format } });
}

/**
 * Sends a transcript's download: its original, its translation, or both (export-content.ts), in
 * the format asked for.
 */
export function sendTranscriptExport(
  reply: FastifyReply,
  format: ExportFormatEntry,
  query: {
    kind: ExportKind;
    timestamps: boolean;
    speakers: boolean;
    content: ExportContent;
    bilingual_layout: 'lines' | 'tracks';
  },
  source: {
    original: ExportTrack;
    translation: ExportTrack | null;
    fileName: string;
    unknownSpeaker: string;
    /** A subtitle file's own voices (ExportOptions.speakersOfFile). */
    speakersOfFile?: boolean;
    /** A subtitle file's layout (its cues carry their placements already). */
    layout?: DocumentLayout | null;
  },
): Promise<FastifyReply> {
  const text = exportText(source.original, source.translation, {
    content: query.content,
    layout: query.bilingual_layout,
    format: format.type,
    kind: query.kind,
  });
  // Two tracks make a file of their own, placed and styled by track.
  const tracks = query.content === 'bilingual' && query.bilingual_layout === 'tracks';
  const layout = source.layout && !tracks ? source.layout : undefined;
  const sideLanguage =
    query.content === 'translation' && source.translation
      ? source.translation.language
      : source.original.language;
  // One side is written with the file's comment events in their places; two sides without.
  const oneSide = query.content !== 'bilingual';
  const fileHeader = oneSide
    ? layout?.header
    : headerWithoutComments(layout?.header, layout?.comments);
  const header = headerInLanguage(fileHeader, sideLanguage);
  return sendExport(
    reply,
    {
      ...text,
      ...(oneSide && layout?.comments ? { cues: withComments(text.cues, layout.comments) } : {}),
      ...(layout?.styles ? { styles: layout.styles } : {}),
      ...(header ? { header } : {}),
      ...(layout?.regions ? { regions: layout.regions } : {}),
      fileName: source.fileName,
      nameTag: exportNameTag(query.content, source),
    },
    {
      kind: query.kind,
      format: format.type,
      timestamps: query.timestamps,
      speakers: query.speakers,
      unknownSpeakerLabel: source.unknownSpeaker,
      speakersOfFile: source.speakersOfFile === true,
    },
  );
}

/**
 * What tells an export's file from the others of the same transcript: nothing for the original,
 * the translation's language ('es'), or both languages for the bilingual file ('en+es').
 */
function exportNameTag(
  content: ExportContent,
  source: { original: ExportTrack; translation: ExportTrack | null },
): string {
  const translated = source.translation?.language ?? '';
  if (content === 'translation') return translated;
  if (content === 'bilingual') return `${source.original.language}+${translated}`;
  return '';
}

/** Writes the export and sends it as a private attachment; 503 when PDF fonts are missing. */
export async function sendExport(
  reply: FastifyReply,
  input: ExportInput,
  options: ExportOptions,
): Promise<FastifyReply> {
  try {
    return sendAttachment(reply, await renderExport(input, options));
  } catch (error) {
    if (error instanceof ExportError && error.code === 'fonts-missing') {
      throw new AppError(503, 'export_unavailable', exportMessages.fontsMissing);
    }
    throw error;
  }
}
