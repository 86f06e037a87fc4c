import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { countsByCharacter } from '@captio/subtitle-core';
import { EngineError } from '../../engine-error.js';
import { planPieces } from '../plan-pieces.js';
import { readPieceSamples } from '../read-samples.js';
import { settleWithin } from '../settle-within.js';
import type {
  SpeechEngine,
  SpeechQuality,
  Transcript,
  TranscriptSegment,
  TranscriptWord,
  TranscribeOptions,
} from '../speech-engine.js';
import { supportsLanguage } from '../supports-language.js';
import { readSpeechWav } from '../wav-file.js';
import { tokensToPhrases } from './tokens-to-words.js';
import {
  loadWhisperPackage,
  withNativeLog,
  type WhisperContextHandle,
  type WhisperResult,
} from './whisper-binding.js';
import { fromWhisperCode, languagesOfModel, toWhisperCode } from '../whisper-languages.js';
import { readWhisperModelHeader, type WhisperModelHeader } from './whisper-model-file.js';

export interface WhisperEngineOptions {
  /** A whisper.cpp ggml model file (ggml-base.bin, ggml-large-v3.bin, ggml-small.en.bin...). */
  modelPath: string;
  /** CPU threads per call; default: the machine's cores, at most 4. */
  threads?: number;
  /**
   * The longest stretch of audio handed to whisper.cpp in one call, in seconds (default 120).
   * whisper.node cannot interrupt a call once it runs, so this bounds how long an aborted or
   * timed-out transcription keeps a core busy; longer audio is cut at pauses.
   */
  maxPieceSeconds?: number;
  /** Sampling temperature of the first attempt (default 0: the likeliest text). */
  temperature?: number;
  /**
   * Added to the temperature for each new attempt when a window's text looks wrong (repeated,
   * unlikely); default 0.2 as in whisper.cpp. 0 makes one attempt only.
   */
  temperatureIncrement?: number;
}

/** whisper.cpp on a CPU runs at about real time with a large model: three hours of room. */
const DEFAULT_TIMEOUT_MS = 3 * 60 * 60_000;
const DEFAULT_MAX_PIECE_SECONDS = 120;
/** whisper reads 30 s windows: a piece shorter than one gains nothing. */
const MIN_PIECE_SECONDS = 30;
const SAMPLES_PER_MS = 16;
/** The previous piece's last words, given as the next one's prompt to carry on its style. */
const PROMPT_CHARS = 200;
const MODEL_NAMES: Record<number, string> = {
  4: 'tiny',
  6: 'base',
  12: 'small',
  24: 'medium',
  32: 'large',
};

/**
 * whisper.cpp through @fugood/whisper.node, with a model file the operator provides. The model
 * says what the engine can do: an English-only ('.en') model transcribes 'en'; a multilingual
 * one whisper's 99 languages (100 for large-v3) and detects the language ('auto').
 *
 * Each call loads the model, transcribes piece by piece and releases the model, so memory is
 * held only while a transcription runs. Every wait is bounded (see settleWithin): whisper.node's
 * promise never settles when its native side fails (a failure calls back with one argument,
 * which its promise ignores), and its stop() only marks the job, which then also never settles.
 *
 * Rejects with 'model-missing' / 'model-invalid' (also when created), 'tool-missing' when the
 * package or its native module is not installed, 'unsupported-language', 'invalid-audio',
 * 'timeout', 'aborted' and 'tool-failed'.
 */
export async function createWhisperEngine(options: WhisperEngineOptions): Promise<SpeechEngine> {
  const threads = options.threads ?? Math.min(4, availableParallelism());
  const maxPieceSeconds = options.maxPieceSeconds ?? DEFAULT_MAX_PIECE_SECONDS;
  const temperature = options.temperature ?? 0;
  const temperatureIncrement = options.temperatureIncrement ?? 0.2;
  if (!(Number.isInteger(threads) && threads >= 1)) {
    throw new EngineError('invalid-argument', 'threads must be a whole number, 1 or more');
  }
  if (!(Number.isFinite(maxPieceSeconds) && maxPieceSeconds >= MIN_PIECE_SECONDS)) {
    throw new EngineError(
      'invalid-argument',
      `maxPieceSeconds must be ${MIN_PIECE_SECONDS} or more`,
    );
  }
  if (!(temperature >= 0 && temperature <= 1 && temperatureIncrement >= 0)) {
    throw new EngineError('invalid-argument', 'temperature must be 0..1, its increment 0 or more');
  }
  const header = await readWhisperModelHeader(options.modelPath);
  await loadWhisperPackage();
  const languages = languagesOfModel(header.nVocab);
  const maxPieceSamples = Math.round(maxPieceSeconds * 1000 * SAMPLES_PER_MS);
  const modelPath = options.modelPath;

  return {
    id: 'whisper.cpp',
    quality: qualityOf(header, languages),
    languages: () => languages,
    async transcribe(wavPath: string, call: TranscribeOptions): Promise<Transcript> {
      if (!supportsLanguage(languages, call.language)) {
        throw new EngineError(
          'unsupported-language',
          `this whisper model does not transcribe '${call.language}'`,
        );
      }
      const deadline = Date.now() + (call.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      const limits = { deadline, signal: call.signal, what: 'whisper.cpp' };
      const wav = await readSpeechWav(wavPath);
      const pieces = await planPieces(wavPath, wav, maxPieceSamples);
      const pkg = await loadWhisperPackage();
      // Loading the model blocks the event loop: not for a call that is already over.
      if (call.signal?.aborted) throw new EngineError('aborted', 'whisper.cpp: aborted');
      if (Date.now() >= deadline) throw new EngineError('timeout', 'whisper.cpp ran out of time');
      let reported = 0;
      const report = (fraction: number) => {
        if (call.onProgress && fraction > reported) {
          reported = fraction;
          call.onProgress(fraction);
        }
      };
      let language = toWhisperCode(call.language);
      const segments: TranscriptSegment[] = [];

      await withNativeLog(pkg, async (logTail) => {
        const context = await openContext(
          () => pkg.initWhisper({ filePath: modelPath, useGpu: false }),
          modelPath,
          logTail,
        );
        try {
          let samplesDone = 0;
          let prompt = '';
          for (const piece of pieces) {
            const audio = await readPieceSamples(wavPath, wav, piece);
            const phraseEnds: number[] = [];
            const job = context.transcribeData(audio, {
              language,
              maxThreads: threads,
              // One segment per token, each with its times: the words are built from them.
              maxLen: 1,
              tokenTimestamps: true,
              temperature,
              temperatureInc: temperatureIncrement,
              ...(prompt ? { prompt } : {}),
              onProgress: (percent) =>
                report(
                  Math.min(
                    0.99,
                    (samplesDone + (piece.length * percent) / 100) / (wav.dataBytes / 2),
                  ),
                ),
              onNewSegments: ({ totalNNew }) => phraseEnds.push(totalNNew),
            });
            let result: WhisperResult;
            try {
              result = await settleWithin(job.promise, {
                ...limits,
                giveUp: () => void job.stop(),
              });
            } catch (error) {
              throw asEngineError(error, logTail);
            }
            if (language === 'auto' && result.language) language = result.language;
            const unspaced = language !== 'auto' && countsByCharacter(language);
            const phrases = tokensToPhrases(result.segments, result.result, {
              unspaced,
              offsetMs: Math.round(piece.start / SAMPLES_PER_MS),
              endMs: Math.round((piece.start + piece.length) / SAMPLES_PER_MS),
              notBeforeMs: segments.at(-1)?.end ?? 0,
              phraseEnds,
            });
            for (const words of phrases) segments.push(segmentOf(words, unspaced));
            prompt = result.result.slice(-PROMPT_CHARS);
            samplesDone += piece.length;
          }
        } finally {
          await context.release();
        }
      });
      report(1);
      return {
        engineId: 'whisper.cpp',
        language: fromWhisperCode(language === 'auto' ? toWhisperCode(call.language) : language),
        durationMs: wav.durationMs,
        segments,
      };
    },
  };
}

/** One of whisper's phrases; `words` is never empty. */
function segmentOf(words: TranscriptWord[], unspaced: boolean): TranscriptSegment {
  return {
    start: words[0]?.start ?? 0,
    end: words.at(-1)?.end ?? 0,
    text: words.map((word) => word.text).join(unspaced ? '' : ' '),
    words,
  };
}

function qualityOf(header: WhisperModelHeader, languages: readonly string[]): SpeechQuality {
  const name = MODEL_NAMES[header.audioLayers] ?? `${header.audioLayers}-layer`;
  const scope = languages.length === 1 ? 'English only' : `${languages.length - 1} languages`;
  // In OpenAI's published English results tiny and base make roughly 1.5 to 2 times the word
  // errors of small on the same recordings: not 'high'.
  const high = header.audioLayers >= 12;
  return {
    level: high ? 'high' : 'medium',
    note: high
      ? `whisper.cpp with the ${name} model (${scope}): close to human transcription on clear speech.`
      : `whisper.cpp with the ${name} model (${scope}): usable drafts; small and larger models make markedly fewer errors.`,
  };
}

/**
 * Loads the model. whisper.node loads it synchronously (the event loop waits, a second or so
 * per GB) and throws a bare "Failed to initialize whisper context" when it cannot: the reason
 * is in whisper.cpp's log, which arrives on the next turns of the event loop.
 */
async function openContext(
  init: () => Promise<WhisperContextHandle>,
  modelPath: string,
  logTail: () => string,
): Promise<WhisperContextHandle> {
  try {
    return await init();
  } catch (error) {
    await nextTurn();
    await nextTurn();
    throw new EngineError(
      'model-invalid',
      `whisper.cpp could not load ${modelPath}: ${error instanceof Error ? error.message : String(error)}`,
      logTail(),
      { cause: error },
    );
  }
}

function asEngineError(error: unknown, logTail: () => string): EngineError {
  if (error instanceof EngineError) return error;
  return new EngineError(
    'tool-failed',
    `whisper.cpp failed: ${error instanceof Error ? error.message : String(error)}`,
    logTail(),
    { cause: error },
  );
}
