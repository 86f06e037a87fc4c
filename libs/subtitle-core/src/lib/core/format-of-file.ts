import { requireString } from './arguments.js';
import { detectFormat } from './detect-format.js';
import type { SubtitleFormat } from './types.js';

/** File name extensions, in lower case, and the format they name. */
const EXTENSION_FORMATS: Readonly<Record<string, SubtitleFormat>> = {
  srt: 'srt',
  vtt: 'vtt',
  webvtt: 'vtt',
  ass: 'ass',
  ssa: 'ssa',
  lrc: 'lrc',
  txt: 'txt',
  md: 'md',
  markdown: 'md',
  csv: 'csv',
  ttml: 'ttml',
  dfxp: 'ttml',
};

/** Formats any text reads as: detectFormat gives them to a text that looks like no timed format. */
const ANY_TEXT: ReadonlySet<SubtitleFormat> = new Set(['txt', 'md']);

/**
 * What to read a file as, from its text and its name. The text first: a text that starts like a
 * timed format is read as that format whatever the name says (an .srt file that holds WebVTT is
 * common). A text that looks like none of them is read as its extension says (case aside): a
 * broken .vtt as WebVTT, so that the parser says what is wrong and on which line; a .txt or .md
 * file as the transcript it is. Such a text under any other name (.json, .html, none) is no
 * subtitle file: undefined.
 */
export function formatOfFile(fileName: string, text: string): SubtitleFormat | undefined {
  requireString('formatOfFile', 'fileName', fileName);
  requireString('formatOfFile', 'text', text);
  const detected = detectFormat(text);
  if (!ANY_TEXT.has(detected)) return detected;
  const dot = fileName.lastIndexOf('.');
  const extension = dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
  return Object.hasOwn(EXTENSION_FORMATS, extension) ? EXTENSION_FORMATS[extension] : undefined;
}
