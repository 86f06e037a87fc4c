import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EngineError } from '../../engine-error.js';
import { feedFifo } from '../../process/fifo-feed.js';
import { runProcess } from '../../process/run-process.js';
import { groupWordsIntoSegments } from '../group-segments.js';
import type {
  SpeechEngine,
  Transcript,
  TranscribeOptions,
  TranscriptWord,
} from '../speech-engine.js';
import { planPieces } from '../plan-pieces.js';
import { supportsLanguage } from '../supports-language.js';
import { readSpeechWav } from '../wav-file.js';
import { parseWordTimes } from './parse-word-times.js';

export interface PocketsphinxOptions {
  /** Defaults to pocketsphinx_continuous on PATH (Debian's pocketsphinx package). */
  binaryPath?: string;
  /**
   * The longest stretch of audio one decoder process takes, in seconds (default 60): its memory
   * grows with the stretch (413 MB for 10 minutes in one piece), so longer audio is cut at pauses.
   */
  maxPieceSeconds?: number;
  /**
   * A folder laid out like Debian's pocketsphinx-en-us model (en-us/, en-us.lm.bin,
   * cmudict-en-us.dict). Without it the program uses the model it was built with, which on
   * Debian is that package's.
   */
  modelDir?: string;
}

/**
 * Long audio still finishes well inside this: pocketsphinx needs about a quarter of real time
 * of one core (10 minutes of speech: 146 s of CPU), so an hour takes some 15 minutes.
 */
const DEFAULT_TIMEOUT_MS = 60 * 60_000;
/** Progress is reported when it grew by at least this much. */
const PROGRESS_STEP = 0.01;
const SAMPLES_PER_MS = 16;
const DEFAULT_MAX_PIECE_SECONDS = 60;

/**
 * CMU PocketSphinx 5prealpha as Debian 12 ships it: English only, a 2015 acoustic model and a
 * general language model, so accuracy is low; it needs nothing but two Debian packages.
 *
 * The program is pocketsphinx_continuous (the release has no 'pocketsphinx' command and no JSON
 * output). '-time yes' prints each word with its start, end and probability. Silence removal
 * stays off: with it on, word times drift past the end of the audio. Each process then takes its
 * input as one utterance, whose memory grows with its length: audio longer than a minute is cut
 * at pauses into pieces, one process each, and each piece's times are moved by its start. The
 * samples reach it through a named pipe as raw PCM, so progress is the share of samples taken.
 */
export function createPocketsphinxEngine(options: PocketsphinxOptions = {}): SpeechEngine {
  const binary = options.binaryPath ?? 'pocketsphinx_continuous';
  const modelArgs = options.modelDir
    ? [
        '-hmm',
        join(options.modelDir, 'en-us'),
        '-lm',
        join(options.modelDir, 'en-us.lm.bin'),
        '-dict',
        join(options.modelDir, 'cmudict-en-us.dict'),
      ]
    : [];
  const languages = ['en'] as const;
  const maxPieceSeconds = options.maxPieceSeconds ?? DEFAULT_MAX_PIECE_SECONDS;
  if (!(Number.isFinite(maxPieceSeconds) && maxPieceSeconds >= 1)) {
    throw new EngineError('invalid-argument', 'maxPieceSeconds must be at least 1');
  }
  const maxPieceSamples = Math.round(maxPieceSeconds * 1000 * SAMPLES_PER_MS);

  return {
    id: 'pocketsphinx',
    quality: {
      level: 'low',
      note: 'PocketSphinx (CMU, 2015 English model): many words are misrecognized; a draft to correct by hand.',
    },
    languages: () => languages,
    async transcribe(wavPath: string, call: TranscribeOptions): Promise<Transcript> {
      if (!supportsLanguage(languages, call.language)) {
        throw new EngineError(
          'unsupported-language',
          `pocketsphinx transcribes English only, not '${call.language}'`,
        );
      }
      const wav = await readSpeechWav(wavPath);
      let reported = 0;
      const report = (fraction: number) => {
        if (call.onProgress && (fraction >= reported + PROGRESS_STEP || fraction === 1)) {
          reported = fraction;
          call.onProgress(fraction);
        }
      };
      const pieces = await planPieces(wavPath, wav, maxPieceSamples);
      const deadline = Date.now() + (call.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      const workDir = await mkdtemp(join(call.workDir ?? tmpdir(), 'captio-pocketsphinx-'));
      try {
        const words: TranscriptWord[] = [];
        let samplesDone = 0;
        for (const [index, piece] of pieces.entries()) {
          const timeoutMs = deadline - Date.now();
          if (timeoutMs <= 0) {
            throw new EngineError('timeout', `${binary} did not finish within its time`);
          }
          const stdout = await decodePiece({
            binary,
            args: modelArgs,
            fifo: join(workDir, `piece-${index}.s16le`),
            source: {
              path: wavPath,
              start: wav.dataOffset + piece.start * 2,
              length: piece.length * 2,
            },
            // The last samples are still being decoded when the pipe has taken them.
            onBytes: (fed) => report(Math.min(0.99, (samplesDone * 2 + fed) / wav.dataBytes)),
            timeoutMs,
            signal: call.signal,
          });
          const offsetMs = Math.round(piece.start / SAMPLES_PER_MS);
          for (const word of parseWordTimes(stdout, Math.round(piece.length / SAMPLES_PER_MS))) {
            words.push({ ...word, start: word.start + offsetMs, end: word.end + offsetMs });
          }
          samplesDone += piece.length;
        }
        report(1);
        return {
          engineId: 'pocketsphinx',
          language: 'en',
          durationMs: wav.durationMs,
          segments: groupWordsIntoSegments(words),
        };
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}

interface PieceRun {
  binary: string;
  args: readonly string[];
  fifo: string;
  source: { path: string; start: number; length: number };
  onBytes: (fed: number) => void;
  timeoutMs: number;
  signal: AbortSignal | undefined;
}

/** One pocketsphinx_continuous process over one piece of the samples; returns its stdout. */
async function decodePiece(run: PieceRun): Promise<string> {
  // Not a .wav name, so the program reads headerless 16 kHz 16-bit mono samples.
  await runProcess('mkfifo', ['-m', '600', run.fifo], { timeoutMs: 10_000, signal: run.signal });
  const feed = feedFifo(run.fifo, run.source, run.onBytes);
  let stdout: string;
  try {
    ({ stdout } = await runProcess(
      run.binary,
      ['-infile', run.fifo, '-time', 'yes', '-remove_silence', 'no', ...run.args],
      { timeoutMs: run.timeoutMs, signal: run.signal },
    ));
  } catch (error) {
    feed.stop();
    // The program's failure (a crash, its timeout, an abort) explains more than the broken pipe
    // it left; and the feed's rejection, left unhandled, would end the whole process.
    await feed.done.catch(() => undefined);
    throw error;
  }
  feed.stop();
  // A feed that failed leaves a transcript of part of the audio: not one to keep.
  await feed.done;
  return stdout;
}
