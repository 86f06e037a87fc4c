import { EngineError } from '../engine-error.js';
import { runProcess } from '../process/run-process.js';
import { fileArgument } from './file-argument.js';
import {
  DEFAULT_TIMEOUTS_MS,
  ffmpegOf,
  FFMPEG_QUIET,
  type MediaCallOptions,
} from './media-tools.js';
import { probeMedia, type MediaInfo } from './probe-media.js';
import { writeViaTempFile } from './write-via-temp-file.js';

/** What a media file can be converted to; every format but mp4 is audio alone. */
export const OUTPUT_FORMATS = ['mp4', 'mp3', 'm4a', 'wav', 'aac', 'flac', 'opus', 'ogg'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export interface ConvertOptions extends MediaCallOptions {
  /** Growing fractions 0..1 of the input converted, the last call with 1. */
  onProgress?: (fraction: number) => void;
}

interface AudioTarget {
  /** ffmpeg's muxer. */
  muxer: string;
  /** The codec ffmpeg reports for a stream already in this format: then it is copied as it is. */
  copyFrom: string | null;
  encode: readonly string[];
}

/**
 * Each audio format as players expect it: MP3 by LAME at its VBR quality 2 (~190 kb/s), AAC at
 * 192 kb/s in MP4 (m4a) or bare ADTS frames (aac), 16-bit PCM WAV, FLAC, Opus in Ogg at 128 kb/s,
 * Vorbis in Ogg at quality 5 (~160 kb/s). A stream already in the codec is copied, not re-encoded
 * at a loss; WAV and FLAC are lossless and always re-written.
 */
const AUDIO_TARGETS: Readonly<Record<Exclude<OutputFormat, 'mp4'>, AudioTarget>> = {
  mp3: { muxer: 'mp3', copyFrom: 'mp3', encode: ['-c:a', 'libmp3lame', '-q:a', '2'] },
  m4a: { muxer: 'ipod', copyFrom: 'aac', encode: ['-c:a', 'aac', '-b:a', '192k'] },
  wav: { muxer: 'wav', copyFrom: null, encode: ['-c:a', 'pcm_s16le'] },
  aac: { muxer: 'adts', copyFrom: 'aac', encode: ['-c:a', 'aac', '-b:a', '192k'] },
  flac: { muxer: 'flac', copyFrom: null, encode: ['-c:a', 'flac'] },
  opus: { muxer: 'ogg', copyFrom: 'opus', encode: ['-c:a', 'libopus', '-b:a', '128k'] },
  ogg: { muxer: 'ogg', copyFrom: 'vorbis', encode: ['-c:a', 'libvorbis', '-q:a', '5'] },
};

/**
 * Converts a media file with ffmpeg; writes `output` only when complete (a temporary name beside
 * it, renamed at the end). Audio formats take the first audio stream and drop the picture; mp4 is
 * H.264 and AAC, each stream copied when it is already that. An input without the stream the
 * format needs is refused with 'no-audio-stream' or 'no-video-stream'.
 */
export async function convertMedia(
  input: string,
  output: string,
  format: OutputFormat,
  options: ConvertOptions = {},
): Promise<void> {
  if (!(OUTPUT_FORMATS as readonly string[]).includes(format)) {
    throw new EngineError('invalid-argument', `Not an output format: ${String(format)}`);
  }
  const info = await probeMedia(input, options);
  const audio = info.streams.find((stream) => stream.type === 'audio');
  const codecArgs =
    format === 'mp4' ? mp4Args(info, input) : audioArgs(format, audio?.codec, input);
  const durationMs = (info.durationSeconds ?? 0) * 1000;
  let pending = '';
  let reported = 0;
  const onStdout = (chunk: Buffer) => {
    if (!options.onProgress || durationMs <= 0) return;
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      // ffmpeg's out_time_us (and out_time_ms, despite its name) are microseconds.
      const match = /^out_time_us=(\d+)$/.exec(line.trim());
      if (!match) continue;
      const fraction = Math.min(0.99, Number(match[1]) / 1000 / durationMs);
      if (fraction > reported) {
        reported = fraction;
        options.onProgress(fraction);
      }
    }
  };
  await writeViaTempFile(output, (tempPath) =>
    runProcess(
      ffmpegOf(options),
      [
        ...FFMPEG_QUIET,
        '-i',
        fileArgument(input),
        ...codecArgs,
        '-progress',
        'pipe:1',
        '-nostats',
        fileArgument(tempPath),
      ],
      {
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUTS_MS.convert,
        signal: options.signal,
        onStdout,
      },
    ),
  );
  options.onProgress?.(1);
}

function audioArgs(
  format: Exclude<OutputFormat, 'mp4'>,
  codec: string | undefined,
  input: string,
): string[] {
  if (codec === undefined) {
    throw new EngineError('no-audio-stream', `${input} has no audio to convert to ${format}`);
  }
  const target = AUDIO_TARGETS[format];
  const codecArgs = codec === target.copyFrom ? ['-c:a', 'copy'] : target.encode;
  return ['-map', '0:a:0', '-vn', '-sn', '-dn', ...codecArgs, '-f', target.muxer];
}

const PLAYABLE_PIXEL_FORMATS = new Set(['yuv420p', 'yuvj420p']);

function mp4Args(info: MediaInfo, input: string): string[] {
  const video = info.streams.find((stream) => stream.type === 'video');
  if (video === undefined) {
    throw new EngineError('no-video-stream', `${input} has no picture to convert to mp4`);
  }
  const audio = info.streams.find((stream) => stream.type === 'audio');
  // Pictures are 8-bit 4:2:0 with even sides: what every player and phone decodes. H.264 stored
  // otherwise (4:4:4, 10-bit) is valid, but many players show nothing of it: it is re-encoded.
  const fits = video.codec === 'h264' && PLAYABLE_PIXEL_FORMATS.has(video.pixelFormat);
  const videoArgs = fits
    ? ['-c:v', 'copy']
    : [
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
        ...['-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2'],
      ];
  const audioArgs =
    audio === undefined
      ? []
      : [
          '-map',
          `0:${audio.index}`,
          ...(audio.codec === 'aac' ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '192k']),
        ];
  return [
    ...['-map', `0:${video.index}`],
    ...audioArgs,
    ...videoArgs,
    '-sn',
    '-dn',
    ...['-movflags', '+faststart', '-f', 'mp4'],
  ];
}
