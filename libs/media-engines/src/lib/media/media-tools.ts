import { fileArgument } from './file-argument.js';

/**
 * Where the programs are and how long a call may take. Defaults find ffmpeg and ffprobe on PATH
 * (Debian's ffmpeg package installs both).
 */
export interface MediaCallOptions {
  ffmpegPath?: string;
  ffprobePath?: string;
  /** Aborting kills the program; a file being written is removed. */
  signal?: AbortSignal;
  /** Overrides the default of the call (see DEFAULT_TIMEOUTS_MS). */
  timeoutMs?: number;
}

/**
 * Defaults per kind of call. Decoding a whole file runs at many times real time even on a busy
 * machine, so ten minutes covers files of several hours; a probe or a frame needs seconds.
 * Encoding a picture (H.264 for mp4) runs near real time on two busy cores: an hour.
 */
export const DEFAULT_TIMEOUTS_MS = {
  probe: 30_000,
  frame: 60_000,
  decodeWholeFile: 10 * 60_000,
  convert: 60 * 60_000,
} as const;

export function ffmpegOf(options: MediaCallOptions): string {
  return options.ffmpegPath ?? 'ffmpeg';
}

export function ffprobeOf(options: MediaCallOptions): string {
  return options.ffprobePath ?? 'ffprobe';
}

/** Options every ffmpeg call starts with: no prompt, no reading of stdin, only errors logged. */
export const FFMPEG_QUIET = ['-nostdin', '-hide_banner', '-loglevel', 'error'] as const;

/** ffmpeg arguments that read the first audio stream of `input` as mono 16-bit PCM at `rate`. */
export function monoPcmFrom(input: string, rate: number): string[] {
  return [
    ...FFMPEG_QUIET,
    '-i',
    fileArgument(input),
    '-map',
    '0:a:0',
    '-ac',
    '1',
    '-ar',
    String(rate),
    '-c:a',
    'pcm_s16le',
  ];
}
