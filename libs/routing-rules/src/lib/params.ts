/**
 * The values the pattern routes accept; any other value sends the user to /404. Paths carry them
 * in lower case.
 */

/** The social sites of /{sns}-to-{format}. */
export const SNS_SITES = ['youtube', 'tiktok', 'x', 'facebook', 'instagram'] as const;
export type SnsSite = (typeof SNS_SITES)[number];

/** The download formats of /{sns}-to-{format}; mp3 only with youtube. */
export const OUTPUT_FORMATS = ['mp4', 'mp3', 'm4a', 'wav', 'aac', 'flac', 'opus', 'ogg'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The {media} of /{media}-translator. */
export const TRANSLATOR_MEDIA = ['video', 'audio', 'subtitle', 'captions'] as const;
export type TranslatorMedia = (typeof TRANSLATOR_MEDIA)[number];

/** The {media} of /{media}-text-converter. */
export const TEXT_CONVERTER_MEDIA = ['video', 'audio'] as const;
export type TextConverterMedia = (typeof TEXT_CONVERTER_MEDIA)[number];

/** The {subtitle} of /{subtitle}-generator. */
export const GENERATOR_FORMATS = ['vtt', 'srt'] as const;
export type GeneratorFormat = (typeof GENERATOR_FORMATS)[number];

/**
 * The subtitle formats of /convert-{t1}-to-{t2}: every text format @captio/subtitle-core reads
 * and writes, so each page has a converter behind it.
 */
export const SUBTITLE_FORMATS = [
  'srt',
  'vtt',
  'ass',
  'ssa',
  'lrc',
  'txt',
  'csv',
  'md',
  'ttml',
] as const;
export type SubtitleFormat = (typeof SUBTITLE_FORMATS)[number];

/** Audio containers ffmpeg decodes that people commonly upload. */
export const AUDIO_FILE_EXTENSIONS = [
  'mp3',
  'wav',
  'm4a',
  'aac',
  'flac',
  'ogg',
  'opus',
  'wma',
  'amr',
  'aiff',
] as const;

/** Video containers ffmpeg decodes that people commonly upload. */
export const VIDEO_FILE_EXTENSIONS = [
  'mp4',
  'mov',
  'mkv',
  'avi',
  'webm',
  'wmv',
  'flv',
  'm4v',
  '3gp',
  'mpeg',
] as const;

/**
 * The {fileExt} of /transcribe-{fileExt}-to-text (development builds only): the audio and video
 * containers ffmpeg decodes that people commonly upload.
 */
export const MEDIA_FILE_EXTENSIONS = [...AUDIO_FILE_EXTENSIONS, ...VIDEO_FILE_EXTENSIONS] as const;
export type MediaFileExtension = (typeof MEDIA_FILE_EXTENSIONS)[number];

/** The c_code values of the two deal channels that lead to /pricing/package-redeem. */
export const DEAL_CODES = ['oncely', 'appsumo'] as const;

export function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** mp3 only from youtube; every other pair of a known site and a known format. */
export function isValidSnsFormat(sns: string, format: string): boolean {
  return (
    isOneOf(SNS_SITES, sns) &&
    isOneOf(OUTPUT_FORMATS, format) &&
    (format !== 'mp3' || sns === 'youtube')
  );
}
