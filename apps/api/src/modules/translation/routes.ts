import {
  endpoints,
  MAX_SUBTITLE_TEXT,
  type TranscriptLine,
  translationExportQuerySchema,
} from '@captio/api-client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { serveEndpoint } from '../../http/route.js';
import { exportMessages } from '../exports/index.js';
import { callerOf } from '../tasks/caller.js';
import { linesToCues } from '../tasks/cues.js';
import { exportFormatFor, sendTranscriptExport, serveDownload } from '../tasks/export-route.js';
import { findFileTranslation, translateSubtitleFile, translateTask } from './create-translation.js';
import { withMarkup } from './cue-markup.js';
import { withPlacements } from './source-layout.js';
import { registerTranslationUpload } from './upload-route.js';
import { toTranslationState } from './translation-view.js';
import { describeTranslators } from './translators.js';

/** A subtitle file's text travels as JSON: its characters, escaped, take up to twice the bytes. */
const SUBTITLE_BODY_LIMIT = MAX_SUBTITLE_TEXT * 2 + 64 * 1024;

export async function registerTranslationRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  const { translators } = context;

  serveEndpoint(app, context, endpoints.translationEngines, async () => ({
    data: describeTranslators(translators),
  }));

  serveEndpoint(
    app,
    context,
    endpoints.translateTask,
    async ({ params, body, auth, locale, request }) => {
      const row = await translateTask({ ...context, translators }, callerOf(auth, request), {
        taskId: params.task_id,
        to: body.target_language,
        address: request.ip,
      });
      return { data: { translation: toTranslationState(row, locale) } };
    },
  );

  serveEndpoint(
    app,
    context,
    endpoints.createTranslation,
    async ({ body, auth, locale, request, reply }) => {
      const row = await translateSubtitleFile({ ...context, translators }, request, reply, {
        auth,
        text: body.text,
        fileName: body.file_name,
        from: body.source_language,
        to: body.target_language,
        fingerprint: body.fingerprint,
      });
      return { data: { translation: toTranslationState(row, locale) } };
    },
    { bodyLimit: SUBTITLE_BODY_LIMIT },
  );

  await registerTranslationUpload(app, context);

  serveEndpoint(
    app,
    context,
    endpoints.translationStatus,
    async ({ params, auth, locale, request }) => {
      const row = await findFileTranslation(
        context.db,
        callerOf(auth, request),
        params.translation_id,
      );
      return {
        data: {
          translation: toTranslationState(row, locale),
          file_name: row.fileName,
          file_json: (row.sourceCues ?? []) as TranscriptLine[],
          translate_file_json: (row.translatedCues as TranscriptLine[] | null) ?? null,
        },
      };
    },
  );

  serveDownload(app, context, {
    url: '/api/translations/:translation_id/export',
    tag: 'translation',
    summary:
      "A translated subtitle file of the caller's in any export format (srt, ass for paid levels, txt, vtt, md, lrc, pdf, csv; documents docx, pdf, txt): the translation (content=translation, default), the original, or both (bilingual: two lines per cue, or with bilingual_layout=tracks two ASS styles; 422 bilingual_tracks_unavailable in other formats). Both sides keep the file's layout (WebVTT header, styles, regions, cue ids and settings; ASS script info, styles and positions; SubRip {\\an} positions), converted for another format. 400 wrong_export_kind for a format of the other kind (docx needs kind=document), 409 translation_not_found before it is translated, 404 for others'.",
    params: z.strictObject({ translation_id: z.uuid() }),
    querystring: translationExportQuerySchema,
    handler: async (request, reply, auth) => {
      const locale = request.locale;
      const query = request.query;
      const format = exportFormatFor(context, auth, query.kind, query.format);
      const row = await findFileTranslation(
        context.db,
        callerOf(auth, request),
        request.params.translation_id,
      );
      const unknownSpeaker = exportMessages.unknownSpeaker[locale];
      // A subtitle file's speakers are names already: each key names itself. Its italic, bold
      // and underline come back from the markup kept beside the lines (the formats without
      // markup write the text alone).
      // Each side is written in the file's layout, its cues where and as the file showed them.
      const layout = row.sourceLayout;
      const cuesOf = (
        value: unknown,
        markup: string[] | null,
        side: 'original' | 'translation',
      ) => {
        const lines = value as TranscriptLine[];
        const names = Object.fromEntries(
          lines.flatMap((line) => (line.speaker ? [[line.speaker, line.speaker]] : [])),
        );
        const cues = withMarkup(linesToCues(lines, names, unknownSpeaker), lines, markup);
        return withPlacements(cues, layout, side);
      };
      // The file's speakers are its own voices: written where the format holds them, as the
      // converter writes them, and a cue without one is left without.
      return sendTranscriptExport(
        reply,
        format,
        { ...query, speakers: true },
        {
          original: {
            cues: cuesOf(row.sourceCues ?? [], row.sourceMarkup, 'original'),
            language: row.sourceLanguage ?? 'en',
          },
          translation: row.translatedCues
            ? {
                cues: cuesOf(row.translatedCues, row.translatedMarkup, 'translation'),
                language: row.targetLanguage,
              }
            : null,
          fileName: row.fileName,
          unknownSpeaker,
          speakersOfFile: true,
          layout,
        },
      );
    },
  });
}
