import type { SubtitleEncoding, SubtitleFormat } from '@captio/subtitle-core';
import { FORMATS } from '@captio/subtitle-core';

/** How people write a format's name in a sentence or a title: SRT, VTT, ASS... */
export function formatLabel(format: SubtitleFormat): string {
  return format.toUpperCase();
}

/** Every format the tools read, as a list for a sentence (the reader's list format joins it). */
export const FORMAT_LABELS: readonly string[] = FORMATS.map(formatLabel);

/** Encodings by the names their standards give them; the same in every language. */
export const ENCODING_NAMES: Record<SubtitleEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  'windows-1252': 'Windows-1252',
};

/**
 * What the file picker offers: the extensions of every format the tools read, and the ones TTML
 * files also come with (.dfxp, its old name, and .xml); a file is read by what it holds.
 */
export const ACCEPTED_EXTENSIONS = [...FORMATS, 'dfxp', 'xml']
  .map((format) => `.${format}`)
  .join(',');
