import { EngineError } from '../engine-error.js';
import { runProcess } from '../process/run-process.js';
import { fileArgument } from './file-argument.js';
import {
  DEFAULT_TIMEOUTS_MS,
  FFMPEG_QUIET,
  ffmpegOf,
  type MediaCallOptions,
} from './media-tools.js';
import { probeMedia } from './probe-media.js';
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
  const info = await probeMedia(input, options);
  if (!info.streams.some((stream) => stream.type === 'audio')) {
    throw new EngineError('no-audio-stream', `${input} has no audio to transcribe`);
  }
  await writeViaTempFile(outputWav, (tempPath) =>
    runProcess(
      ffmpegOf(options),
      [
        ...FFMPEG_QUIET,
        '-i',
        fileArgument(input),
        '-map',
        '0:a:0',
        '-ac',
        '1',
        '-ar',
        String(SPEECH_SAMPLE_RATE),
        '-c:a',
        'pcm_s16le',
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
