import type { MediaKind } from '../landing/media-kind.js';

/** The picture size assumed until the video's own is known (1280x720, the product's default). */
export const DEFAULT_VIDEO_WIDTH = 1280;
export const DEFAULT_VIDEO_HEIGHT = 720;

/**
 * The file being handled: what the page shows of the recording before and
 * while it goes up. `file_bloburl` lets the browser play it (and read its duration) without
 * sending a byte; `is_url` is false for a file from the device.
 */
export interface HandledFile {
  name: string;
  size: number;
  type: string;
  file_bloburl: string;
  file_type: MediaKind;
  videoWidth: number;
  videoHeight: number;
  is_url: boolean;
  originalFile: File;
  /** Seconds, once the browser has read the file's metadata; undefined until then or never. */
  duration: number | undefined;
}

/** A recording picked or dropped, of the kind pickedMedia found. */
export function handledFile(file: File, blobUrl: string, kind: MediaKind): HandledFile {
  return {
    name: file.name,
    size: file.size,
    type: file.type,
    file_bloburl: blobUrl,
    file_type: kind,
    videoWidth: DEFAULT_VIDEO_WIDTH,
    videoHeight: DEFAULT_VIDEO_HEIGHT,
    is_url: false,
    originalFile: file,
    duration: undefined,
  };
}

export interface MediaMetadata {
  duration: number;
  videoWidth?: number | undefined;
  videoHeight?: number | undefined;
}

/**
 * The file with what its media element read: a duration only when it is a real length (a
 * stream reports Infinity, a broken file NaN), the picture size only when the video has one.
 */
export function withMetadata(file: HandledFile, metadata: MediaMetadata): HandledFile {
  const { duration, videoWidth, videoHeight } = metadata;
  const sized = Boolean(videoWidth && videoHeight);
  return {
    ...file,
    duration: Number.isFinite(duration) && duration > 0 ? duration : file.duration,
    videoWidth: sized ? (videoWidth as number) : file.videoWidth,
    videoHeight: sized ? (videoHeight as number) : file.videoHeight,
  };
}

/**
 * A length in seconds as the reader sees it: 1:05, 1:02:03. Whole seconds gone by, as the
 * player counts them, so a 7.8 s file reads 0:07 on the form and in the player alike.
 */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
