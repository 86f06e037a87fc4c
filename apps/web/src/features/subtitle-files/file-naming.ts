import type { OutputEncoding, SubtitleFormat } from '@captio/subtitle-core';

/** What a file is called without its extension, when it has one ('movie.en.srt' -> 'movie.en'). */
export function baseName(fileName: string): string {
  // An extension is a short run of letters and digits after the last dot: 'Mr. Smith' has none.
  const base = fileName.replace(/\.[a-z\d]{1,5}$/i, '');
  return base.trim() === '' ? 'subtitles' : base;
}

/** The lower-case extension of a file name, '' when it has none. */
export function fileExtension(fileName: string): string {
  return /\.([a-z\d]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
}

/** The converted file keeps its name and takes the new format's extension: name.srt -> name.vtt. */
export function convertedFileName(fileName: string, to: SubtitleFormat): string {
  return `${baseName(fileName)}.${to}`;
}

/** Two files merged are named after the first: movie.en.srt -> movie.en.merged.srt. */
export function mergedFileName(firstFileName: string, to: SubtitleFormat): string {
  return `${baseName(firstFileName)}.merged.${to}`;
}

/**
 * The media type a download is saved with. SubRip and SubStation have no registered type: these
 * are the ones players and servers use.
 */
const MEDIA_TYPES: Record<SubtitleFormat, string> = {
  srt: 'application/x-subrip',
  vtt: 'text/vtt',
  ass: 'text/x-ass',
  ssa: 'text/x-ssa',
  lrc: 'text/plain',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  ttml: 'application/ttml+xml',
};

/** The type with the charset the file is written in (a UTF-8 byte order mark is still UTF-8). */
export function mediaType(format: SubtitleFormat, encoding: OutputEncoding = 'utf-8'): string {
  return `${MEDIA_TYPES[format]};charset=${encoding === 'utf-16le' ? 'utf-16le' : 'utf-8'}`;
}
