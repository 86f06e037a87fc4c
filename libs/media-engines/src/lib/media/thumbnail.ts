import { stat } from 'node:fs/promises';
import { EngineError } from '../engine-error.js';
import { runProcess } from '../process/run-process.js';
import { fileArgument } from './file-argument.js';
import {
  DEFAULT_TIMEOUTS_MS,
  FFMPEG_QUIET,
  ffmpegOf,
  type MediaCallOptions,
} from './media-tools.js';
import { probeForVideo } from './probe-for.js';
import { writeViaTempFile } from './write-via-temp-file.js';

export interface ThumbnailOptions extends MediaCallOptions {
  /** Scales the picture down to this width, keeping its proportions; never scales up. */
  maxWidth?: number;
}

/**
 * Writes the frame shown at `atSeconds` as a JPEG file, turned as a player shows it (ffmpeg
 * applies the rotation it reads). The file appears complete or not at all.
 */
export async function thumbnail(
  input: string,
  outputJpeg: string,
  atSeconds: number,
  options: ThumbnailOptions = {},
): Promise<void> {
  const { maxWidth } = options;
  if (maxWidth !== undefined && !(Number.isInteger(maxWidth) && maxWidth >= 2)) {
    throw new EngineError('invalid-argument', `maxWidth must be an integer of at least 2`);
  }
  const info = await probeForVideo(input, options, 'to take a thumbnail from');
  const duration = info.durationSeconds ?? Number.POSITIVE_INFINITY;
  if (!(Number.isFinite(atSeconds) && atSeconds >= 0 && atSeconds < duration)) {
    throw new EngineError(
      'invalid-argument',
      `a thumbnail at ${atSeconds} s lies outside the video (0 to ${duration} s)`,
    );
  }
  const filters = maxWidth === undefined ? [] : ['-vf', `scale='min(${maxWidth},iw)':-2`];
  await writeViaTempFile(outputJpeg, async (tempPath) => {
    await runProcess(
      ffmpegOf(options),
      [
        ...FFMPEG_QUIET,
        // Before -i: seeks by the index instead of decoding everything up to that time.
        '-ss',
        atSeconds.toFixed(3),
        '-i',
        fileArgument(input),
        '-map',
        '0:v:0',
        '-frames:v',
        '1',
        ...filters,
        '-q:v',
        '3',
        '-f',
        'mjpeg',
        fileArgument(tempPath),
      ],
      { timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUTS_MS.frame, signal: options.signal },
    );
    // ffmpeg exits with 0 and writes nothing when no frame was decoded at that time.
    const written = await stat(tempPath).then(
      (file) => file.size,
      () => 0,
    );
    if (written === 0) {
      throw new EngineError('tool-failed', `ffmpeg found no frame at ${atSeconds} s in ${input}`);
    }
  });
}
