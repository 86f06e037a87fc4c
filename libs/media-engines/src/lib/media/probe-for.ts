import { EngineError } from '../engine-error.js';
import type { MediaCallOptions } from './media-tools.js';
import { probeMedia, type MediaInfo } from './probe-media.js';

/** Probes `input` and refuses it, saying what for, unless it has sound. */
export async function probeForAudio(
  input: string,
  options: MediaCallOptions,
  purpose: string,
): Promise<MediaInfo> {
  const info = await probeMedia(input, options);
  if (!info.streams.some((stream) => stream.type === 'audio')) {
    throw new EngineError('no-audio-stream', `${input} has no audio ${purpose}`);
  }
  return info;
}

/** Probes `input` and refuses it, saying what for, unless it has a moving picture. */
export async function probeForVideo(
  input: string,
  options: MediaCallOptions,
  purpose: string,
): Promise<MediaInfo> {
  const info = await probeMedia(input, options);
  if (info.kind !== 'video') {
    throw new EngineError('no-video-stream', `${input} has no picture ${purpose}`);
  }
  return info;
}
