import { detectFormat, FORMATS, type SubtitleFormat } from '@captio/subtitle-core';
import { fileExtension } from './file-naming.js';

export function isSubtitleFormat(value: string): value is SubtitleFormat {
  return (FORMATS as readonly string[]).includes(value);
}

/** Formats any text reads as: detectFormat gives them to text that looks like no timed format. */
const ANY_TEXT: ReadonlySet<SubtitleFormat> = new Set(['txt', 'md']);

/**
 * What to read a file as. The content first: a text that starts like a timed format is read as
 * that format whatever its name says (an .srt file holding WebVTT is common). A text that looks
 * like none of them is read as its extension says: a broken .vtt as WebVTT, so that the reader
 * says what is wrong and on which line; a .txt or .md file as the transcript it is. Such a text
 * under any other name (.json, .html, no extension) is no subtitle file: undefined.
 */
export function inputFormatFor(fileName: string, text: string): SubtitleFormat | undefined {
  const detected = detectFormat(text);
  if (!ANY_TEXT.has(detected)) return detected;
  const extension = fileExtension(fileName);
  return isSubtitleFormat(extension) ? extension : undefined;
}

/** How much of a file is looked at for control characters: enough for any header. */
const SAMPLE = 65_536;

/**
 * Whether decoded text is binary data (an image, a video, an archive, a document) rather than
 * text: text files never hold NUL, and hardly any other control character but tab, line feed,
 * carriage return and form feed.
 */
export function looksBinary(text: string): boolean {
  const sample = text.length > SAMPLE ? text.slice(0, SAMPLE) : text;
  let controls = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code === 0) return true;
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) controls++;
  }
  return controls > sample.length / 100;
}
