import { describe, expect, it } from 'vitest';
import { decodeSubtitleBytes, decodeWindows1252 } from './read-subtitle-file.js';

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

describe('decodeSubtitleBytes', () => {
  it('reads bytes that are not UTF-8 as Windows-1252', () => {
    const srt = [...'1\n00:00:01,000 --> 00:00:02,000\nCaf'].map((c) => c.charCodeAt(0));
    const bytes = new Uint8Array([...srt, 0xe9, 0x20, 0x93, 0x78, 0x94, 0x0a]);
    expect(decodeSubtitleBytes(bytes)).toBe(
      '1\n00:00:01,000 --> 00:00:02,000\nCaf\u00e9 \u201cx\u201d\n',
    );
  });

  it('reads a file with a UTF-8 byte order mark as UTF-8, even with a bad byte in it', () => {
    const bom = [0xef, 0xbb, 0xbf];
    const text = [...'WEBVTT\n\n00:01.000 --> 00:02.000\ncaf'].map((c) => c.charCodeAt(0));
    const bytes = new Uint8Array([...bom, ...text, 0xe9, 0x0a]);
    expect(decodeSubtitleBytes(bytes)).toBe('WEBVTT\n\n00:01.000 --> 00:02.000\ncaf\ufffd\n');
  });

  it('keeps UTF-8 as it is', () => {
    const text = 'Caf\u00e9 \u201cx\u201d \u4f60\u597d';
    expect(decodeSubtitleBytes(new TextEncoder().encode(text))).toBe(text);
  });
});
