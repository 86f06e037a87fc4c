import {
  endpoints,
  type FieldError,
  type MediaFile,
  mediaUrl,
  thumbnailUrl,
  type TranscriptLine,
} from '@captio/api-client';
import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { driveFiles, mediaFiles, tasks, transcripts } from '../../db/schema.js';
import { AppError, notFound } from '../../http/app-error.js';
import { PreparedAnswer } from '../../http/prepared-answer.js';
import { serveEndpoint } from '../../http/route.js';
import { commonMessages } from '../../i18n/common-messages.js';
import { translate } from '../../i18n/locale.js';
import { type Caller, callerOf, filesOf, ownerOf, tasksOf } from './caller.js';
import { createTask } from './create-task.js';
import { engineName } from './engines.js';
import { articleFields } from './article-fields.js';
import { availableModes, describeWriter } from './writing-engines.js';
import { toMediaFile } from '../files/stored-files.js';
import { registerExportRoute } from './export-route.js';
import { taskMessages } from './messages.js';
import { findTask } from './find-task.js';
import { serveTaskEvents } from './task-events.js';
import { failureText, toTask } from './task-view.js';
import { translationMessages } from '../translation/messages.js';
import { savedTranslation, translationFields } from '../translation/transcript-translation.js';
import { newestTranslation, newestTranslations } from '../translation/translation-view.js';
import { presentedVisitorId } from '../visitors/visitor-id.js';
import { VISITOR_FREE_USES, visitorKeys, visitorUsesLeft } from './free-uses.js';

/** Tasks one list answers with at most: a person's history, newest first. */
const TASK_LIST_LIMIT = 200;

export async function registerTaskRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { engines, writers, translators } = context;
  registerExportRoute(app, context);

  serveEndpoint(
    app,
    context,
    endpoints.createTask,
    async ({ body, auth, locale, request, reply }) => {
      if (!context.queue) throw new Error('createTask: this process has no job queue');
      const row = await createTask({
        db: context.db,
        queue: context.queue,
        engines,
        writers,
        translators,
        // A link's task makes the visitor known (a file's was, by its upload).
        caller: body.url !== undefined ? ownerOf(auth, request, reply) : callerOf(auth, request),
        address: request.ip,
        request: body,
        now: context.now(),
        links: context.links,
        config: context.config,
        ...(context.linkLimits ? { linkLimits: context.linkLimits } : {}),
      });
      const translation = await newestTranslation(context.db, row.id);
      return { data: { task: toTask(row, engines, locale, translation) } };
    },
  );

  serveEndpoint(app, context, endpoints.taskStatus, async ({ params, auth, locale, request }) => {
    const row = await findTask(context, callerOf(auth, request), params.task_id);
    const translation = await newestTranslation(context.db, row.id);
    return { data: { task: toTask(row, engines, locale, translation) } };
  });

  serveEndpoint(app, context, endpoints.taskList, async ({ query, auth, locale, request }) => {
    const caller = callerOf(auth, request);
    const rows =
      caller.kind === 'nobody'
        ? []
        : await context.db
            .select()
            .from(tasks)
            .where(
              and(
                tasksOf(caller),
                query.file_hash ? eq(tasks.fileHash, query.file_hash) : undefined,
              ),
            )
            .orderBy(desc(tasks.createdAt), desc(tasks.id))
            .limit(TASK_LIST_LIMIT);
    const translated = await newestTranslations(
      context.db,
      rows.map((row) => row.id),
    );
    return {
      data: {
        result: rows.map((row) => toTask(row, engines, locale, translated.get(row.id) ?? null)),
      },
    };
  });

  serveEndpoint(app, context, endpoints.visitorFreeUses, async ({ auth, query, request }) => {
    if (auth) return { data: { remaining: null, total: VISITOR_FREE_USES } };
    // Read only: a visitor without the cookie yet is known by address and device alone.
    const keys = visitorKeys({
      visitorId: presentedVisitorId(request) ?? '',
      address: request.ip,
      fingerprint: query.fingerprint,
    }).filter((key) => key !== 'visitor:');
    const remaining = await visitorUsesLeft(context.db, keys);
    return { data: { remaining, total: VISITOR_FREE_USES } };
  });

  serveEndpoint(app, context, endpoints.transcriptionEngines, async () => ({
    data: {
      result: engines.map((engine) => ({
        id: engine.id,
        name: engineName(engine.id),
        quality: engine.quality.level,
        languages: [...engine.languages()],
      })),
      writers: writers.map(describeWriter),
      modes: availableModes(writers),
    },
  }));

  serveEndpoint(
    app,
    context,
    endpoints.transcriptResult,
    async ({ params, query, auth, locale, request }) => {
      const caller = callerOf(auth, request);
      const [row] =
        caller.kind === 'nobody'
          ? []
          : await context.db
              .select()
              .from(tasks)
              .where(
                and(
                  tasksOf(caller),
                  eq(tasks.fileHash, params.hash),
                  query.task_id ? eq(tasks.id, query.task_id) : undefined,
                ),
              )
              .orderBy(desc(tasks.createdAt), desc(tasks.id))
              .limit(1);
      if (!row) {
        // An upload whose transcription never started (refused for its price, say) is the
        // caller's file all the same: told apart from a file that is not theirs.
        const held =
          query.task_id || caller.kind === 'nobody'
            ? undefined
            : await callerFile(context, caller, params.hash);
        if (held) throw notFound('file_not_transcribed', taskMessages.fileNotTranscribed);
        throw notFound('task_not_found', taskMessages.taskNotFound);
      }
      if (row.status === 'FAILED' || row.status === 'DOWNLOAD_FAILED') {
        throw new AppError(409, 'task_failed', failureText(row.failureCode ?? 'engine_failed'));
      }
      // The lines as the database's text: a three-hour transcript is megabytes of JSON, and
      // parsing it only to check and serialize it again was most of this answer's time.
      const [transcript] = await context.db
        .select({
          fileJsonText: sql<string>`${transcripts.fileJson}::text`,
          speakerFileJson: transcripts.speakerFileJson,
          isChange: transcripts.isChange,
          revision: transcripts.revision,
          article: transcripts.article,
          translateFileJson: transcripts.translateFileJson,
          translateLanguage: transcripts.translateLanguage,
          translationEngine: transcripts.translationEngine,
          translationQuality: transcripts.translationQuality,
          translateIsChange: transcripts.translateIsChange,
          mismatchedOriginal: transcripts.mismatchedOriginal,
        })
        .from(transcripts)
        .where(eq(transcripts.taskId, row.id));
      if (!transcript)
        throw new AppError(409, 'task_not_finished', taskMessages.transcriptNotReady);
      // Without the caller's entry of it the media is no longer kept: the transcript still is.
      const file = await callerFile(context, caller, params.hash);
      const translation = await newestTranslation(context.db, row.id);
      // Every line was checked against the contract when it was written (the worker's result,
      // or a save's body), so the stored text goes out as it is.
      return PreparedAnswer.withStoredArray(
        endpoints.transcriptResult,
        {
          data: {
            // Found by its hash, so it has one.
            task: { ...toTask(row, engines, locale, translation), file_hash: params.hash },
            media_kept: file !== undefined,
            file: file?.media ?? null,
            file_json: [],
            speaker_file_json: transcript.speakerFileJson as Record<string, string>,
            duration: file ? file.media.duration : (row.mediaDurationMs ?? 0) / 1000,
            // The task's own name: the same media reached by another link (another video's
            // title) or uploaded under another name is stored once, under its first name.
            file_name: row.fileName,
            file_pic: file ? thumbnailUrl(params.hash) : '',
            url: file ? mediaUrl(params.hash) : '',
            language: row.detectedLanguage ?? row.language,
            is_change: transcript.isChange,
            rotated_video: file?.media.rotated_video ?? 0,
            drive_file: file?.inDrive ?? false,
            revision: transcript.revision,
            ...articleFields(transcript.article),
            ...translationFields(transcript),
          },
        },
        'file_json',
        transcript.fileJsonText,
      );
    },
  );

  serveEndpoint(
    app,
    context,
    endpoints.saveTranscript,
    async ({ params, body, auth, locale, request }) => {
      const row = await findTask(context, callerOf(auth, request), params.task_id);
      const problems = [
        ...lineProblems('file_json', body.file_json, locale),
        ...lineProblems('translate_file_json', body.translate_file_json ?? [], locale),
      ];
      if (problems.length > 0) {
        throw new AppError(400, 'invalid_request', commonMessages.invalidRequest, {
          fieldErrors: problems,
        });
      }
      const translationEdit = body.translate_file_json;
      const [saved] = await context.db
        .update(transcripts)
        .set({
          fileJson: body.file_json,
          speakerFileJson: body.speaker_file_json,
          isChange: true,
          revision: sql`${transcripts.revision} + 1`,
          ...savedTranslation(body.file_json, translationEdit, body.translate_is_change),
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(transcripts.taskId, row.id),
            eq(transcripts.revision, body.revision),
            translationEdit ? isNotNull(transcripts.translateFileJson) : undefined,
          ),
        )
        .returning({
          revision: transcripts.revision,
          isChange: transcripts.isChange,
          translateIsChange: transcripts.translateIsChange,
          mismatchedOriginal: transcripts.mismatchedOriginal,
        });
      if (saved) {
        return {
          data: {
            revision: saved.revision,
            is_change: saved.isChange,
            translate_is_change: saved.translateIsChange,
            mismatched_original: saved.mismatchedOriginal,
          },
        };
      }
      const [current] = await context.db
        .select({ revision: transcripts.revision, translated: transcripts.translateLanguage })
        .from(transcripts)
        .where(eq(transcripts.taskId, row.id));
      if (!current) throw new AppError(409, 'task_not_finished', taskMessages.transcriptNotReady);
      if (current.revision === body.revision && current.translated === null) {
        throw new AppError(409, 'translation_not_found', translationMessages.noTranslation);
      }
      throw new AppError(409, 'transcript_conflict', taskMessages.transcriptConflict, {
        values: { revision: current.revision },
        // For programs: the revision to reload, without parsing the message.
        headers: { 'x-transcript-revision': String(current.revision) },
      });
    },
  );

  serveTaskEvents(app, context, engines);
}

/** The caller's newest unexpired drive entry for a hash, with what probing found. */
async function callerFile(
  context: AppContext,
  caller: Caller,
  hash: string,
): Promise<{ media: MediaFile; inDrive: boolean } | undefined> {
  const [found] = await context.db
    .select({ drive: driveFiles, media: mediaFiles })
    .from(driveFiles)
    .innerJoin(mediaFiles, eq(mediaFiles.hash, driveFiles.fileHash))
    .where(
      and(
        eq(driveFiles.fileHash, hash),
        filesOf(caller),
        or(isNull(driveFiles.expiresAt), gt(driveFiles.expiresAt, context.now())),
      ),
    )
    .orderBy(desc(driveFiles.createdAt))
    .limit(1);
  if (!found) return undefined;
  const { drive, media } = found;
  return {
    media: toMediaFile(drive, media),
    // In the user's cloud drive: kept until deleted, not removed after a while.
    inDrive: drive.userId !== null && drive.expiresAt === null,
  };
}

/**
 * Lines that end before they start. A line may name a speaker the speaker list does not name:
 * an unnamed speaker ('Unknown Speaker 2' in the editor and the exports), as a speaker-mode
 * transcript starts and as the editor's new speaker is until it is named.
 */
function lineProblems(
  field: 'file_json' | 'translate_file_json',
  lines: readonly TranscriptLine[],
  locale: Parameters<typeof translate>[1],
): FieldError[] {
  const problems: FieldError[] = [];
  lines.forEach((line, index) => {
    const number = index + 1;
    if (line.end_time < line.start_time) {
      problems.push({
        field: `${field}.${index}.end_time`,
        message: translate(taskMessages.invalidLineTimes, locale, { line: number }),
      });
    }
  });
  return problems;
}
