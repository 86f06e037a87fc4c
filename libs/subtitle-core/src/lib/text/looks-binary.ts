import { requireString } from '../core/arguments.js';

/** How much of a text is looked at for control characters: enough for any file's header. */
const SAMPLE = 65_536;

/**
 * Whether decoded text is binary data (an image, a video, an archive, a document) rather than
 * text: text files never hold NUL, and hardly any other control character but tab, line feed,
 * carriage return and form feed (more than one in a hundred of the first 64 K characters).
 * Read as text, such data parses as a plain transcript of noise: an app refuses it instead.
 */
export function looksBinary(text: string): boolean {
  requireString('looksBinary', 'text', text);
  const sample = text.length > SAMPLE ? text.slice(0, SAMPLE) : text;
  let controls = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code === 0) return true;
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) controls++;
  }
  return controls > sample.length / 100;
}
