import { stat } from 'node:fs/promises';
import { EngineError, isEngineError } from '../engine-error.js';
import { runProcess } from '../process/run-process.js';
import { DEFAULT_TIMEOUTS_MS, ffmpegOf, ffprobeOf, type MediaCallOptions } from './media-tools.js';
import { fileArgument } from './file-argument.js';

export interface AudioStreamInfo {
  type: 'audio';
  /** The stream's index in the file, as ffmpeg's -map counts it. */
  index: number;
  codec: string;
  channels: number;
  sampleRate: number;
}

export interface VideoStreamInfo {
  type: 'video';
  index: number;
  codec: string;
  /** Stored size, before rotation. */
  width: number;
  height: number;
  /** Degrees a player turns the picture (0, 90, 180 or 270), from the display matrix. */
  rotation: 0 | 90 | 180 | 270;
  /** ffmpeg's name of how pixels are stored ('yuv420p', 'yuv444p', 'yuv420p10le'), or 'unknown'. */
  pixelFormat: string;
}

export type MediaStreamInfo = AudioStreamInfo | VideoStreamInfo;

export interface MediaInfo {
  /** 'video' when the file holds a moving picture, 'audio' otherwise (cover art does not count). */
  kind: 'audio' | 'video';
  /** null when neither the container nor a stream states a duration (some raw streams). */
  durationSeconds: number | null;
  /** ffprobe's demuxer names, e.g. 'mov,mp4,m4a,3gp,3g2,mj2', 'wav', 'matroska,webm'. */
  container: string;
  sizeBytes: number;
  /** Audio and video streams only; subtitle, data and cover-art streams are left out. */
  streams: MediaStreamInfo[];
}

/**
 * Reads what a file holds with ffprobe. Whether it is media is decided by its content, never by
 * its name: a text file called x.mp4, an image or a subtitle file is refused with 'not-media'.
 */
export async function probeMedia(path: string, options: MediaCallOptions = {}): Promise<MediaInfo> {
  const sizeBytes = await regularFileSize(path);
  let stdout: string;
  let stderr: string;
  try {
    ({ stdout, stderr } = await runProcess(
      ffprobeOf(options),
      [
        '-hide_banner',
        '-loglevel',
        // Warnings say when a duration is a guess (ESTIMATED_DURATION).
        'warning',
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        fileArgument(path),
      ],
      { timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUTS_MS.probe, signal: options.signal },
    ));
  } catch (error) {
    // ffprobe fails on an existing file only when no demuxer can read it.
    if (isEngineError(error, 'tool-failed')) {
      throw new EngineError('not-media', `${path} is not audio or video`, error.stderr);
    }
    throw error;
  }
  const info = describe(JSON.parse(stdout) as FfprobeOutput, sizeBytes, path);
  if (!ESTIMATED_DURATION.test(stderr)) return info;
  const measured = await measuredDuration(path, info.streams[0] as MediaStreamInfo, options);
  return measured === null ? info : { ...info, durationSeconds: measured };
}

/**
 * ffprobe's warning that a duration is the file's size over its first frames' bitrate (an MP3
 * without a Xing header, raw AAC, MPEG program streams): a file whose first seconds are at a high
 * bitrate and the rest at a low one reads as a fraction of its length. Prices and length limits
 * go by the duration, so a guess is measured instead.
 */
const ESTIMATED_DURATION = /Estimating duration from bitrate/;

/**
 * The stream's real length, from the time of its last packet: ffmpeg reads the whole file but
 * decodes nothing (a copy to nowhere), seconds for hours of audio. null when ffmpeg cannot.
 */
async function measuredDuration(
  path: string,
  stream: MediaStreamInfo,
  options: MediaCallOptions,
): Promise<number | null> {
  try {
    const { stdout } = await runProcess(
      ffmpegOf(options),
      [
        '-hide_banner',
        '-nostats',
        '-loglevel',
        'error',
        '-i',
        fileArgument(path),
        '-map',
        `0:${stream.index}`,
        '-c',
        'copy',
        '-f',
        'null',
        '-progress',
        'pipe:1',
        '-',
      ],
      {
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUTS_MS.decodeWholeFile,
        signal: options.signal,
      },
    );
    const times = [...stdout.matchAll(/^out_time_us=(\d+)$/gm)].map((match) => Number(match[1]));
    const last = times.at(-1);
    return last !== undefined && last > 0 ? last / 1_000_000 : null;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // A file ffmpeg cannot copy keeps the estimate: its decoding fails too, and a failed task
    // gives its credits back.
    return null;
  }
}

async function regularFileSize(path: string): Promise<number> {
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new EngineError('not-media', `${path} is not a file`);
    return info.size;
  } catch (error) {
    if (error instanceof EngineError) throw error;
    throw new EngineError('input-not-found', `${path} cannot be read`, undefined, { cause: error });
  }
}

interface FfprobeStream {
  index: number;
  codec_type?: string;
  codec_name?: string;
  channels?: number;
  sample_rate?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { side_data_type?: string; rotation?: number }[];
}

interface FfprobeOutput {
  format?: { format_name?: string; duration?: string };
  streams?: FfprobeStream[];
}

/** Demuxers that read a single still picture (png_pipe, jpeg_pipe, ...) or text shown as video. */
function isStillOrTextContainer(container: string): boolean {
  return container === 'image2' || container.endsWith('_pipe') || container === 'tty';
}

function describe(output: FfprobeOutput, sizeBytes: number, path: string): MediaInfo {
  const container = output.format?.format_name ?? '';
  const streams: MediaStreamInfo[] = [];
  for (const stream of output.streams ?? []) {
    if (stream.codec_type === 'audio') {
      streams.push({
        type: 'audio',
        index: stream.index,
        codec: stream.codec_name ?? 'unknown',
        channels: stream.channels ?? 0,
        sampleRate: Number(stream.sample_rate ?? 0),
      });
    } else if (
      stream.codec_type === 'video' &&
      stream.disposition?.attached_pic !== 1 &&
      !isStillOrTextContainer(container)
    ) {
      streams.push({
        type: 'video',
        index: stream.index,
        codec: stream.codec_name ?? 'unknown',
        width: stream.width ?? 0,
        height: stream.height ?? 0,
        rotation: rotationOf(stream),
        pixelFormat: stream.pix_fmt ?? 'unknown',
      });
    }
  }
  if (streams.length === 0) {
    throw new EngineError('not-media', `${path} holds no audio or video stream`);
  }
  return {
    kind: streams.some((stream) => stream.type === 'video') ? 'video' : 'audio',
    durationSeconds: durationOf(output),
    container,
    sizeBytes,
    streams,
  };
}

function durationOf(output: FfprobeOutput): number | null {
  const candidates = [output.format?.duration, ...(output.streams ?? []).map((s) => s.duration)]
    .map(Number)
    .filter((seconds) => Number.isFinite(seconds) && seconds > 0);
  return candidates.length > 0 ? Math.max(...candidates) : null;
}

function rotationOf(stream: FfprobeStream): VideoStreamInfo['rotation'] {
  const matrix = stream.side_data_list?.find((data) => data.side_data_type === 'Display Matrix');
  const degrees = matrix?.rotation ?? Number(stream.tags?.rotate ?? 0);
  if (!Number.isFinite(degrees)) return 0;
  // Phones write multiples of 90; anything else is snapped to the nearest quarter turn.
  const quarter = ((Math.round(degrees / 90) % 4) + 4) % 4;
  return (quarter * 90) as VideoStreamInfo['rotation'];
}
