import { describe, expect, it } from 'vitest';
import { decodeSubtitleBytes, decodeWindows1252 } from './decode-subtitle-bytes.js';

describe('decodeWindows1252', () => {
  it('reads typographic quotes, dashes and the euro sign, not control characters', () => {
    const bytes = new Uint8Array([0x41, 0x93, 0x71, 0x94, 0x20, 0x80, 0x96, 0x85, 0xe9]);
    expect(decodeWindows1252(bytes)).toBe('A\u201cq\u201d \u20ac\u2013\u2026\u00e9');
  });

  it('maps every byte as the WHATWG Encoding standard does', () => {
    const all = Uint8Array.from({ length: 256 }, (_, byte) => byte);
    // Node 22 and later decode windows-1252 correctly: the reference here.
    expect(decodeWindows1252(all)).toBe(new TextDecoder('windows-1252').decode(all));
  });

  it('decodes files longer than one chunk', () => {
    const bytes = new Uint8Array(20_000).fill(0x93);
    expect(decodeWindows1252(bytes)).toBe('\u201c'.repeat(20_000));
  });
});

/** `text` as UTF-16 code units in the given byte order, after its byte order mark. */
function utf16(text: string, littleEndian: boolean): Uint8Array {
  const view = new DataView(new ArrayBuffer(2 * (text.length + 1)));
  view.setUint16(0, 0xfeff, littleEndian);
  for (let i = 0; i < text.length; i++) view.setUint16(2 + 2 * i, text.charCodeAt(i), littleEndian);
  return new Uint8Array(view.buffer);
}

describe('decodeSubtitleBytes', () => {
  const srt = '1\n00:00:01,000 --> 00:00:02,000\n\u4f60\u597d \u00e9\n';

  it.each([
    ['utf-16le', utf16(srt, true)],
    ['utf-16be', utf16(srt, false)],
    ['utf-8', new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(srt)])],
  ] as const)(
    'reads %s by its byte order mark, which the text does not keep',
    (encoding, bytes) => {
      expect(decodeSubtitleBytes(bytes)).toEqual({ text: srt, encoding });
    },
  );

  it('reads bytes that are not UTF-8 as Windows-1252', () => {
    const srt = [...'1\n00:00:01,000 --> 00:00:02,000\nCaf'].map((c) => c.charCodeAt(0));
    const bytes = new Uint8Array([...srt, 0xe9, 0x20, 0x93, 0x78, 0x94, 0x0a]);
    expect(decodeSubtitleBytes(bytes)).toEqual({
      text: '1\n00:00:01,000 --> 00:00:02,000\nCaf\u00e9 \u201cx\u201d\n',
      encoding: 'windows-1252',
    });
  });

  it('reads a file with a UTF-8 byte order mark as UTF-8, even with a bad byte in it', () => {
    const bom = [0xef, 0xbb, 0xbf];
    const text = [...'WEBVTT\n\n00:01.000 --> 00:02.000\ncaf'].map((c) => c.charCodeAt(0));
    const bytes = new Uint8Array([...bom, ...text, 0xe9, 0x0a]);
    expect(decodeSubtitleBytes(bytes)).toEqual({
      text: 'WEBVTT\n\n00:01.000 --> 00:02.000\ncaf\ufffd\n',
      encoding: 'utf-8',
    });
  });

  it('keeps UTF-8 as it is', () => {
    const text = 'Caf\u00e9 \u201cx\u201d \u4f60\u597d';
    expect(decodeSubtitleBytes(new TextEncoder().encode(text))).toEqual({
      text,
      encoding: 'utf-8',
    });
  });
});
