import { argumentError } from '../core/arguments.js';
import { decodeSubtitleBytes } from './decode-subtitle-bytes.js';

/**
 * The text argument of parse and parseSrt: a string, or a file's bytes (a Uint8Array, a Node
 * Buffer, or the ArrayBuffer of `await file.arrayBuffer()`), decoded as decodeSubtitleBytes does.
 */
export function subtitleTextArgument(fn: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array || value instanceof ArrayBuffer) {
    return decodeSubtitleBytes(value).text;
  }
  throw argumentError(
    fn,
    'text',
    "a string, or a file's bytes as a Uint8Array or ArrayBuffer",
    value,
  );
}
