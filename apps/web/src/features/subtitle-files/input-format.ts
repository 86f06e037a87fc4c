import { FORMATS, type SubtitleFormat } from '@captio/subtitle-core';

export function isSubtitleFormat(value: string): value is SubtitleFormat {
  return (FORMATS as readonly string[]).includes(value);
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
