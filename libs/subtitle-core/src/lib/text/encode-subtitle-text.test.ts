import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMATS } from '../core/types.js';
import { decodeSubtitleBytes } from './decode-subtitle-bytes.js';
import {
  encodeSubtitleText,
  LINE_ENDINGS,
  OUTPUT_ENCODINGS,
  outputEncodings,
  type LineEnding,
  type OutputEncoding,
} from './encode-subtitle-text.js';

const SRT = '1\n00:00:01,000 --> 00:00:02,000\n你好 é\n';

describe('encodeSubtitleText', () => {
  it.each<[OutputEncoding, LineEnding, number[]]>([
    ['utf-8', 'lf', [0x61, 0x0a, 0xc3, 0xa9]],
    ['utf-8', 'crlf', [0x61, 0x0d, 0x0a, 0xc3, 0xa9]],
    ['utf-8-bom', 'lf', [0xef, 0xbb, 0xbf, 0x61, 0x0a, 0xc3, 0xa9]],
    ['utf-8-bom', 'crlf', [0xef, 0xbb, 0xbf, 0x61, 0x0d, 0x0a, 0xc3, 0xa9]],
    ['utf-16le', 'lf', [0xff, 0xfe, 0x61, 0x00, 0x0a, 0x00, 0xe9, 0x00]],
    ['utf-16le', 'crlf', [0xff, 0xfe, 0x61, 0x00, 0x0d, 0x00, 0x0a, 0x00, 0xe9, 0x00]],
  ])('%s with %s line endings writes the bytes players expect', (encoding, lineEnding, bytes) => {
    expect([...encodeSubtitleText('a\né', { encoding, lineEnding })]).toEqual(bytes);
  });

  it('writes UTF-8 with LF by default, as format gives it', () => {
    expect(encodeSubtitleText(SRT)).toEqual(new TextEncoder().encode(SRT));
  });

  it.each<[string, LineEnding, string]>([
    ['a\r\nb\rc\nd', 'lf', 'a\nb\nc\nd'],
    ['a\r\nb\rc\nd', 'crlf', 'a\r\nb\r\nc\r\nd'],
    ['\r\n\r\n', 'crlf', '\r\n\r\n'],
  ])('%j with %s line endings reads %j', (text, lineEnding, written) => {
    expect(new TextDecoder().decode(encodeSubtitleText(text, { lineEnding }))).toBe(written);
  });

  it('writes characters outside the Basic Multilingual Plane as surrogate pairs in UTF-16', () => {
    expect([...encodeSubtitleText('😀', { encoding: 'utf-16le' })]).toEqual([
      0xff, 0xfe, 0x3d, 0xd8, 0x00, 0xde,
    ]);
  });

  it.each(OUTPUT_ENCODINGS)('in %s, a lone surrogate is written as U+FFFD', (encoding) => {
    const bytes = encodeSubtitleText('a\ud800b', { encoding });
    expect(decodeSubtitleBytes(bytes).text).toBe('a\ufffdb');
  });

  it.each(OUTPUT_ENCODINGS)('in %s, a byte order mark comes from the encoding only', (encoding) => {
    const written = encodeSubtitleText('\ufeff\ufeffabc', { encoding });
    expect(written).toEqual(encodeSubtitleText('abc', { encoding }));
  });

  it.each([
    [
      { encoding: 'latin-1' as OutputEncoding },
      /^encodeSubtitleText\(\): options.encoding must be one of utf-8, utf-8-bom, utf-16le, not "latin-1"$/,
    ],
    [
      { lineEnding: 'cr' as LineEnding },
      /^encodeSubtitleText\(\): options.lineEnding must be one of lf, crlf, not "cr"$/,
    ],
  ])('refuses %j with a clear message', (options, message) => {
    expect(() => encodeSubtitleText('a', options)).toThrow(message);
  });

  it('decodeSubtitleBytes reads back the text and the encoding, line endings as chosen', () => {
    fc.assert(
      fc.property(
        // Text with line breaks of every kind and byte order marks where they are hard to read.
        fc
          .array(
            fc.oneof(
              fc.string({ unit: 'grapheme' }),
              fc.constantFrom('\r', '\n', '\r\n', '\ufeff'),
            ),
          )
          .map((parts) => parts.join('')),
        fc.constantFrom(...OUTPUT_ENCODINGS),
        fc.constantFrom(...LINE_ENDINGS),
        (text, encoding, lineEnding) => {
          const decoded = decodeSubtitleBytes(encodeSubtitleText(text, { encoding, lineEnding }));
          const expected = text
            .replace(/^\ufeff+/, '')
            .replace(/\r\n|\r|\n/g, lineEnding === 'crlf' ? '\r\n' : '\n');
          expect(decoded).toEqual({
            text: expected,
            encoding: encoding === 'utf-16le' ? 'utf-16le' : 'utf-8',
          });
        },
      ),
    );
  });
});

describe('outputEncodings', () => {
  it.each(
    FORMATS.map((format) => [format, format === 'vtt' || format === 'ttml' ? 2 : 3] as const),
  )('%s may be written in %i encodings', (format, count) => {
    expect(outputEncodings(format)).toHaveLength(count);
  });

  it('WebVTT is UTF-8 only, with or without a byte order mark', () => {
    expect(outputEncodings('vtt')).toEqual(['utf-8', 'utf-8-bom']);
  });

  it('TTML is UTF-8 only, as its XML declaration says', () => {
    expect(outputEncodings('ttml')).toEqual(['utf-8', 'utf-8-bom']);
  });
});
