import { type TranscriptLine, transcriptLineSchema } from '@captio/api-client';
import { isEngineError } from '@captio/media-engines';
import { escapeCueText, stripTags } from '@captio/subtitle-core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { type TranslationStage, tasks, transcripts, translations } from '../../db/schema.js';
import type { QueuedTranslation } from '../../jobs/queue.js';
import { ProgressWriter } from '../tasks/progress-writer.js';
import type { TranslationFailureCode } from './failure-codes.js';
import {
  finishTranslationFailed,
  finishTranslationSucceeded,
  noteFailedTranslationAttempt,
  recordTranslationProgress,
  startTranslationAttempt,
  type TranslationRow,
} from './translation-store.js';
import { brokenLikeSource, tidiedMarkup } from './line-breaks.js';
import { hasVoiceTurns } from './source-layout.js';
import { engineUnits } from './turns.js';
import { translatorOf, type Translators } from './translators.js';

const STAGE_START: Record<TranslationStage, number> = { queued: 0, translating: 1, done: 100 };

/** Failures another attempt would meet again: the translation fails at once, without retries. */
const FINAL_FAILURES: ReadonlySet<TranslationFailureCode> = new Set([
  'unsupported_pair',
  'transcription_failed',
  'timeout',
]);

export interface TranslationRunnerOptions {
  db: Database;
  translators: Translators;
  /** Aborts jobs under way when this process stops; their jobs go back to the queue. */
  stopping: AbortSignal;
  log: { info(data: object, message: string): void; warn(data: object, message: string): void };
}

export interface TranslationRunner {
  run(job: QueuedTranslation): Promise<void>;
  /** A job out of attempts: the translation ends FAILED, refunded. */
  giveUp(job: QueuedTranslation): Promise<void>;
}

/** A failure the runner decided on itself. */
class TranslationFailure extends Error {
  constructor(readonly code: TranslationFailureCode) {
    super(code);
  }
}

/**
 * The lines to translate and their language: a task's transcript, or a subtitle file's cues with
 * their markup (one cue text per line) when the file had some.
 */
async function sourceOf(
  db: Database,
  row: TranslationRow,
): Promise<{ lines: TranscriptLine[]; markup: string[] | null; language: string }> {
  if (!row.taskId) {
    const lines = (row.sourceCues ?? []) as TranscriptLine[];
    const markup = row.sourceMarkup?.length === lines.length ? row.sourceMarkup : null;
    return { lines, markup, language: row.sourceLanguage ?? '' };
  }
  const [found] = await db
    .select({
      fileJson: transcripts.fileJson,
      language: tasks.language,
      detected: tasks.detectedLanguage,
    })
    .from(transcripts)
    .innerJoin(tasks, eq(tasks.id, transcripts.taskId))
    .where(eq(transcripts.taskId, row.taskId));
  if (!found) throw new TranslationFailure('transcription_failed');
  return {
    lines: found.fileJson as TranscriptLine[],
    markup: null,
    language: row.sourceLanguage ?? found.detected ?? found.language,
  };
}

function failureCodeOf(error: unknown): TranslationFailureCode {
  if (error instanceof TranslationFailure) return error.code;
  if (isEngineError(error)) {
    switch (error.code) {
      case 'unsupported-language':
        return 'unsupported_pair';
      case 'timeout':
        return 'timeout';
      default:
        return 'engine_failed';
    }
  }
  return 'engine_failed';
}

/**
 * Runs translation jobs: one engine call for all the lines (the engine batches them, and keeps one
 * output per line), then the lines with their times and speakers and the translated text, stored
 * with settlement of the credits in one transaction.
 */
export function createTranslationRunner(options: TranslationRunnerOptions): TranslationRunner {
  const { db, log } = options;
  return {
    async run(job) {
      const id = job.data.translation_id;
      const row = await startTranslationAttempt(db, id);
      if (!row) return;
      const signal = AbortSignal.any([job.signal, options.stopping]);
      const progress = new ProgressWriter<TranslationStage>(
        (stage, percent) => recordTranslationProgress(db, row, stage, percent),
        STAGE_START,
      );
      try {
        const source = await sourceOf(db, row);
        const engine = translatorOf(options.translators, row, source.language, row.targetLanguage);
        if (!engine) throw new TranslationFailure('unsupported_pair');
        progress.stage('translating');
        // An engine that keeps markup translates the cue texts; any other, the plain lines.
        const markup = engine.keepsMarkup ? source.markup : null;
        const units = engineUnits(markup ?? source.lines.map((line) => line.text), (index) =>
          hasVoiceTurns(row.sourceLayout, index),
        );
        const unitAnswers = await engine.translate(units.texts, {
          from: source.language,
          to: row.targetLanguage,
          signal,
          onProgress: (fraction) => progress.report('translating', 1 + fraction * 98),
          ...(markup ? { markup: true } : {}),
        });
        // The engines promise one output per line; a broken promise must not shift the lines.
        if (unitAnswers.length !== units.texts.length) {
          throw new TranslationFailure('engine_failed');
        }
        const answers = units.cuesOf(unitAnswers);
        // A cue of several lines is broken into lines again (brokenLikeSource). The lines stay
        // plain, as the contract has them; the markup goes beside them.
        const engineCues = markup ? answers.map(tidiedMarkup) : answers.map(escapeCueText);
        const cueTexts = engineCues.map((text, index) =>
          brokenLikeSource(source.lines[index]?.text ?? '', text, row.targetLanguage),
        );
        const translated = cueTexts.map((text, index) =>
          !markup && text === engineCues[index] ? (answers[index] ?? '') : stripTags(text),
        );
        // A line the editor cannot hold (past its length) is no translation to store: the result
        // would fail its own contract on every read.
        if (translated.some((text) => !transcriptLineSchema.shape.text.safeParse(text).success)) {
          throw new TranslationFailure('engine_failed');
        }
        const lines = source.lines.map((line, index) => ({
          start_time: line.start_time,
          end_time: line.end_time,
          text: translated[index] ?? '',
          ...(line.speaker === undefined ? {} : { speaker: line.speaker }),
        }));
        await progress.stop();
        const done = await finishTranslationSucceeded(db, id, {
          source: source.lines,
          lines,
          markup: markup ? cueTexts : null,
          sourceLanguage: source.language,
          engine: { id: engine.id, quality: engine.quality.level },
        });
        log.info(
          { translationId: id, engine: engine.id, lines: lines.length, done },
          'translation done',
        );
      } catch (error) {
        await progress.stop();
        if (signal.aborted) throw error;
        const code = failureCodeOf(error);
        if (FINAL_FAILURES.has(code)) {
          await finishTranslationFailed(db, id, code);
          log.info({ translationId: id, code }, 'translation failed');
          return;
        }
        await noteFailedTranslationAttempt(db, id, code);
        log.warn(
          { translationId: id, code, err: error },
          'translation attempt failed; the queue retries it',
        );
        throw error;
      }
    },

    async giveUp(job) {
      const id = job.data.translation_id;
      const [row] = await db
        .select({ failureCode: translations.failureCode })
        .from(translations)
        .where(eq(translations.id, id));
      if (!row) return;
      const code = (row.failureCode as TranslationFailureCode | null) ?? 'worker_lost';
      if (await finishTranslationFailed(db, id, code)) {
        log.warn({ translationId: id, code }, 'translation given up after its last attempt');
      }
    },
  };
}
