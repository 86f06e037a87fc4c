import {
  MEDIA_FILE_EXTENSIONS,
  SUBTITLE_FORMATS,
  VIDEO_FILE_EXTENSIONS,
} from '@captio/routing-rules';

export type MediaKind = 'audio' | 'video';

const VIDEO_EXTENSIONS = new Set<string>(VIDEO_FILE_EXTENSIONS);
const MEDIA_EXTENSIONS = new Set<string>(MEDIA_FILE_EXTENSIONS);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Whether a picked file is a recording, and which kind: by its MIME type when the browser
 * knows it, else by its extension (browsers leave .opus, .amr or .mkv untyped on some
 * systems). Anything else is not something Captio transcribes.
 */
export function mediaKind(file: { name: string; type: string }): MediaKind | undefined {
  if (file.type.startsWith('video/')) return 'video';
  if (file.type.startsWith('audio/')) return 'audio';
  const extension = extensionOf(file.name);
  if (!MEDIA_EXTENSIONS.has(extension)) return undefined;
  return VIDEO_EXTENSIONS.has(extension) ? 'video' : 'audio';
}

/** Why a picked file is not taken for transcription, each with the sentence the picker shows. */
export const MEDIA_REFUSAL_TEXT = {
  notMedia: 'landing.file.notMedia',
  empty: 'landing.file.empty',
} as const;
export type MediaRefusal = keyof typeof MEDIA_REFUSAL_TEXT;

/**
 * A picked or dropped file as a recording to transcribe: its kind, or why it is refused. An empty
 * file (0 bytes, as an interrupted download or copy leaves) has nothing to hear: the server would
 * refuse it only once uploaded.
 */
export function pickedMedia(file: {
  name: string;
  type: string;
  size: number;
}): { kind: MediaKind } | { refusal: MediaRefusal } {
  const kind = mediaKind(file);
  if (!kind) return { refusal: 'notMedia' };
  return file.size === 0 ? { refusal: 'empty' } : { kind };
}

/**
 * The extensions of the subtitle files Captio reads: every format's own, and the ones TTML files
 * also come with (.dfxp, its old name, and .xml); the server reads such a file by what it holds.
 */
const SUBTITLE_EXTENSIONS: readonly string[] = [...SUBTITLE_FORMATS, 'dfxp', 'xml'];

/** A subtitle file Captio reads (SRT, VTT, ASS, SSA, LRC, TXT, CSV, MD, TTML), by extension. */
export function isSubtitleFile(file: { name: string }): boolean {
  return SUBTITLE_EXTENSIONS.includes(extensionOf(file.name));
}

/** The accept attribute of a recording picker. */
export const MEDIA_ACCEPT = `audio/*,video/*,${MEDIA_FILE_EXTENSIONS.map((e) => `.${e}`).join(',')}`;

/** The accept attribute of a subtitle picker. */
export const SUBTITLE_ACCEPT = SUBTITLE_EXTENSIONS.map((e) => `.${e}`).join(',');
