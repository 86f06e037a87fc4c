import { runProcess } from '../process/run-process.js';
import { fileArgument } from './file-argument.js';
import {
  DEFAULT_TIMEOUTS_MS,
  ffmpegOf,
  monoPcmFrom,
  type MediaCallOptions,
} from './media-tools.js';
import { probeForAudio } from './probe-for.js';
import { writeViaTempFile } from './write-via-temp-file.js';

/** What every speech engine reads: 16 kHz, one channel, signed 16-bit little-endian PCM. */
export const SPEECH_SAMPLE_RATE = 16_000;

/**
 * Writes the first audio stream of `input` as a 16 kHz mono PCM WAV file at `outputWav`. The file
 * appears complete or not at all: it is written under a temporary name and renamed at the end.
 */
export async function extractSpeechAudio(
  input: string,
  outputWav: string,
  options: MediaCallOptions = {},
): Promise<void> {
  await probeForAudio(input, options, 'to transcribe');
  await writeViaTempFile(outputWav, (tempPath) =>
    runProcess(
      ffmpegOf(options),
      [
        ...monoPcmFrom(input, SPEECH_SAMPLE_RATE),
        // A plain 44-byte header: no tags, no encoder name, so readers need not skip chunks.
        '-map_metadata',
        '-1',
        '-fflags',
        '+bitexact',
        '-flags:a',
        '+bitexact',
        '-f',
        'wav',
        fileArgument(tempPath),
      ],
      {
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUTS_MS.decodeWholeFile,
        signal: options.signal,
      },
    ),
  );
}
