import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, parseBase64DataUrl } from './data-url.js';
import { ImageError } from './image-error.js';

const PNG_PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('parseBase64DataUrl', () => {
  it.each<[string, string, string, number[]]>([
    ['a PNG', PNG_PIXEL, 'image/png', [0x89, 0x50, 0x4e, 0x47]],
    [
      'a JPEG with parameters',
      'data:image/jpeg;name=a.jpg;base64,/9j/',
      'image/jpeg',
      [0xff, 0xd8, 0xff],
    ],
    ['no media type', 'data:;base64,aGk=', '', [0x68, 0x69]],
    ['upper-case scheme and type', 'DATA:Image/PNG;base64,AA==', 'image/png', [0]],
    [
      'wrapped over lines',
      'data:text/plain;base64,aGVs\nbG8=',
      'text/plain',
      [104, 101, 108, 108, 111],
    ],
    ['empty data', 'data:text/plain;base64,', 'text/plain', []],
  ])('reads %s', (_case, url, mimeType, firstBytes) => {
    const parsed = parseBase64DataUrl(url);
    expect(parsed.mimeType).toBe(mimeType);
    expect([...parsed.bytes.slice(0, firstBytes.length)]).toEqual(firstBytes);
  });

  it.each<[string, string, string]>([
    ['no separator', 'data:image/png,abc', "expected exactly one ';base64,' separator, found 0"],
    [
      'two separators',
      'data:image/png;base64,AA==;base64,AA==',
      "expected exactly one ';base64,' separator, found 2",
    ],
    ['not a data URL', 'https://x.example/a.png', "it does not start with 'data:'"],
    ['a bare base64 string', 'iVBORw0KGgo=', "it does not start with 'data:'"],
    [
      'characters outside base64',
      'data:image/png;base64,AB$D',
      'the data after the separator is not base64',
    ],
    [
      'base64url characters',
      'data:image/png;base64,ab-_',
      'the data after the separator is not base64',
    ],
    [
      'a cut-off payload',
      'data:image/png;base64,AAA',
      'the data after the separator is not base64',
    ],
    [
      'padding in the middle',
      'data:image/png;base64,AA==AA==',
      'the data after the separator is not base64',
    ],
  ])('refuses %s', (_case, url, reason) => {
    expect(() => parseBase64DataUrl(url)).toThrow(
      new ImageError('invalid_data_url', `Invalid base64 data URL: ${reason}`),
    );
  });

  it('refuses a value that is not a string', () => {
    expect(() => parseBase64DataUrl(42 as unknown as string)).toThrow(
      'Invalid base64 data URL: not a string (number)',
    );
  });

  const mimeType = fc.constantFrom(
    'image/png',
    'image/jpeg',
    'audio/mpeg',
    'application/octet-stream',
  );
  it('gives back the bytes it was given', () => {
    fc.assert(
      fc.property(mimeType, fc.uint8Array({ maxLength: 2048 }), (type, bytes) => {
        const url = `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
        const parsed = parseBase64DataUrl(url);
        expect(parsed.mimeType).toBe(type);
        expect([...parsed.bytes]).toEqual([...bytes]);
      }),
    );
  });

  it('fails only with an ImageError, and always without exactly one separator', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            'd',
            'a',
            't',
            ':',
            ';',
            'b',
            's',
            'e',
            '6',
            '4',
            ',',
            'A',
            '=',
            '/',
          ),
        }),
        (text) => {
          const url = `data:${text}`;
          const separators = url.split(';base64,').length - 1;
          let threw: unknown;
          try {
            parseBase64DataUrl(url);
          } catch (error) {
            threw = error;
          }
          if (threw !== undefined) expect(threw).toBeInstanceOf(ImageError);
          if (separators !== 1) expect(threw).toBeInstanceOf(ImageError);
        },
      ),
    );
  });
});

describe('dataUrlToBlob', () => {
  it('makes a Blob of the type and bytes', async () => {
    const blob = dataUrlToBlob(PNG_PIXEL);
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(68);
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it('fails with the same clear error', () => {
    expect(() => dataUrlToBlob('data:image/png,raw')).toThrow(ImageError);
  });
});
