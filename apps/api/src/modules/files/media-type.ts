import type { MediaInfo } from '@captio/media-engines';

/** What the table keeps of a probe: the facts the player and the worker need. */
export interface MediaFacts {
  contentType: string;
  durationMs: number;
  hasVideo: boolean;
  width: number | null;
  height: number | null;
  rotation: number;
}

const WEBM_CODECS = new Set(['vp8', 'vp9', 'av1', 'opus', 'vorbis']);

/**
 * The Content-Type the media is served with, from ffprobe's demuxer name (and, where one demuxer
 * reads several formats, the codecs): what the bytes are, whatever the name or browser said.
 */
export function contentTypeOf(info: MediaInfo): string {
  const video = info.kind === 'video';
  const container = info.container.split(',');
  const has = (name: string) => container.includes(name);
  if (has('mp4') || has('mov')) return video ? 'video/mp4' : 'audio/mp4';
  if (has('matroska') || has('webm')) {
    const webm = info.streams.every((stream) => WEBM_CODECS.has(stream.codec));
    if (webm) return video ? 'video/webm' : 'audio/webm';
    return video ? 'video/x-matroska' : 'audio/x-matroska';
  }
  if (has('ogg')) return video ? 'video/ogg' : 'audio/ogg';
  if (has('mp3')) return 'audio/mpeg';
  if (has('wav')) return 'audio/wav';
  if (has('flac')) return 'audio/flac';
  if (has('aac')) return 'audio/aac';
  if (has('aiff')) return 'audio/aiff';
  if (has('amr')) return 'audio/amr';
  if (has('avi')) return 'video/x-msvideo';
  if (has('flv')) return 'video/x-flv';
  if (has('mpegts')) return 'video/mp2t';
  if (has('mpeg')) return video ? 'video/mpeg' : 'audio/mpeg';
  if (has('asf')) return video ? 'video/x-ms-asf' : 'audio/x-ms-wma';
  return 'application/octet-stream';
}

export function mediaFacts(info: MediaInfo): MediaFacts {
  const picture = info.streams.find((stream) => stream.type === 'video');
  return {
    contentType: contentTypeOf(info),
    // A stream that states no duration (some raw streams) is recorded as 0: its size limit still
    // bounds it, and the worker measures it as it decodes.
    durationMs: Math.round((info.durationSeconds ?? 0) * 1000),
    hasVideo: info.kind === 'video',
    width: picture?.type === 'video' ? picture.width : null,
    height: picture?.type === 'video' ? picture.height : null,
    rotation: picture?.type === 'video' ? picture.rotation : 0,
  };
}
