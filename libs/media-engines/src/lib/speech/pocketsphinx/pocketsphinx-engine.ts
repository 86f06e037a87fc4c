import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EngineError } from '../../engine-error.js';
import { feedFifo } from '../../process/fifo-feed.js';
import { runProcess } from '../../process/run-process.js';
import { groupWordsIntoSegments } from '../group-segments.js';
import type { SpeechEngine, Transcript, TranscribeOptions } from '../speech-engine.js';
import { supportsLanguage } from '../supports-language.js';
import { readSpeechWav } from '../wav-file.js';
import { parseWordTimes } from './parse-word-times.js';

export interface PocketsphinxOptions {
  /** Defaults to pocketsphinx_continuous on PATH (Debian's pocketsphinx package). */
  binaryPath?: string;
  /**
   * A folder laid out like Debian's pocketsphinx-en-us model (en-us/, en-us.lm.bin,
   * cmudict-en-us.dict). Without it the program uses the model it was built with, which on
   * Debian is that package's.
   */
  modelDir?: string;
}

/**
 * Long audio still finishes well inside this: pocketsphinx decodes at about 0.15x real time
 * here, so an hour of speech takes some ten minutes on one core.
 */
const DEFAULT_TIMEOUT_MS = 60 * 60_000;
/** Progress is reported when it grew by at least this much. */
const PROGRESS_STEP = 0.01;

/**
 * CMU PocketSphinx 5prealpha as Debian 12 ships it: English only, a 2015 acoustic model and a
 * general language model, so accuracy is low; it needs nothing but two Debian packages.
 *
 * The program is pocketsphinx_continuous (the release has no 'pocketsphinx' command and no JSON
 * output). '-time yes' prints each word with its start, end and probability. Silence removal
 * stays off: with it on, word times drift past the end of the audio (and the whole file is then
 * one utterance, so times count from its start). The samples reach it through a named pipe as
 * raw PCM, so progress is the share of samples it has taken.
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
      const workDir = await mkdtemp(join(tmpdir(), 'captio-pocketsphinx-'));
      try {
        // Not a .wav name, so the program reads headerless 16 kHz 16-bit mono samples.
        const fifo = join(workDir, 'samples.s16le');
        await runProcess('mkfifo', ['-m', '600', fifo], {
          timeoutMs: 10_000,
          signal: call.signal,
        });
        const feed = feedFifo(
          fifo,
          { path: wavPath, start: wav.dataOffset, length: wav.dataBytes },
          // The last samples are still being decoded when the pipe has taken them.
          (fed) => report(Math.min(0.99, fed / wav.dataBytes)),
        );
        let stdout: string;
        try {
          ({ stdout } = await runProcess(
            binary,
            ['-infile', fifo, '-time', 'yes', '-remove_silence', 'no', ...modelArgs],
            { timeoutMs: call.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal: call.signal },
          ));
        } finally {
          feed.stop();
        }
        // A feed that failed leaves a transcript of part of the audio: not one to keep.
        await feed.done;
        const words = parseWordTimes(stdout, wav.durationMs);
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
