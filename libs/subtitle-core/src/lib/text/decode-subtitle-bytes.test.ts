import { crc32, deflateSync } from 'node:zlib';
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

/** A real PNG image: a width x height RGBA gradient, its chunks checksummed as viewers check them. */
function png(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + 4 * width));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      rows.set([x * 16, y * 16, 0, 255], y * (1 + 4 * width) + 1 + 4 * x);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Bytes of a fixed pseudo-random sequence, the same in every run. */
function noise(length: number): Uint8Array {
  let state = 0x2545f491;
  return Uint8Array.from({ length }, () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state >>> 24;
  });
}

/** A WAV file of quiet 16-bit audio: small samples, so most high bytes are 0 (or 0xFF). */
function quietWav(samples: number): Uint8Array {
  const wav = Buffer.alloc(44 + 2 * samples);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + 2 * samples, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.set([16, 0, 0, 0, 1, 0, 1, 0], 16);
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(16_000, 28);
  wav.set([2, 0, 16, 0], 32);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(2 * samples, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(40 * Math.sin(i / 5)), 44 + 2 * i);
  return wav;
}

describe('decodeSubtitleBytes, UTF-16 without a byte order mark', () => {
  const english = '1\r\n00:00:10,000 --> 00:00:11,000\r\nHors de tout, caf\u00e9\r\n\r\n';
  const chinese =
    '1\n00:00:01,000 --> 00:00:02,500\n\u4e00\u5207\u90fd\u597d\u3002\u4f60\u597d\u5417\uff1f\n\n' +
    '2\n00:00:03,000 --> 00:00:04,000\n\u6211\u4eec\u8d70\u5427\u3002\n';
  const ass =
    '[Script Info]\nScriptType: v4.00+\n\n[Events]\nDialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,\u041f\u0440\u0438\u0432\u0435\u0442\n';
  const bigEndian = (text: string) => Buffer.from(text, 'utf16le').swap16();

  it.each([
    ['an SRT file in UTF-16LE', english, 'utf-16le', Buffer.from(english, 'utf16le')],
    ['an SRT file in UTF-16BE', english, 'utf-16be', bigEndian(english)],
    ['a Chinese SRT file in UTF-16LE', chinese, 'utf-16le', Buffer.from(chinese, 'utf16le')],
    ['a Chinese SRT file in UTF-16BE', chinese, 'utf-16be', bigEndian(chinese)],
    ['a Russian ASS file in UTF-16LE', ass, 'utf-16le', Buffer.from(ass, 'utf16le')],
    ['a long file in UTF-16BE', english.repeat(500), 'utf-16be', bigEndian(english.repeat(500))],
  ] as const)('reads %s', (_, text, encoding, bytes) => {
    expect(decodeSubtitleBytes(bytes)).toEqual({ text, encoding });
  });

  it.each([
    ['a PNG image', png(16, 16)],
    ['random bytes', noise(4096)],
    ['quiet 16-bit audio', quietWav(2000)],
    ['a UTF-16LE text with a lone surrogate', Buffer.from(english + '\ud800' + english, 'utf16le')],
    [
      'a UTF-16LE text cut in the middle of a character',
      Buffer.from(english, 'utf16le').subarray(0, 61),
    ],
    ['a few UTF-16 characters', Buffer.from('1\n2', 'utf16le')],
  ])('does not read %s as UTF-16', (_, bytes) => {
    expect(decodeSubtitleBytes(bytes).encoding).not.toMatch(/utf-16/);
  });
});

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
