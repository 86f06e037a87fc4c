import { describe, expect, it } from 'vitest';
import { convertedFileName, fileExtension, mediaType, mergedFileName } from './file-naming.js';

describe('file names of the files the tools write', () => {
  it.each([
    ['movie.srt', 'vtt', 'movie.vtt'],
    ['movie.en.srt', 'vtt', 'movie.en.vtt'],
    ['Episode 01.ASS', 'srt', 'Episode 01.srt'],
    ['notes', 'md', 'notes.md'],
    ['Mr. Smith goes', 'txt', 'Mr. Smith goes.txt'],
    ['.srt', 'vtt', 'subtitles.vtt'],
    ['字幕.lrc', 'csv', '字幕.csv'],
  ] as const)('%s converted to %s is %s', (name, to, expected) => {
    expect(convertedFileName(name, to)).toBe(expected);
  });

  it.each([
    ['film.en.srt', 'srt', 'film.en.merged.srt'],
    ['part1.vtt', 'ass', 'part1.merged.ass'],
  ] as const)('two files merged after %s, as %s, are %s', (first, to, expected) => {
    expect(mergedFileName(first, to)).toBe(expected);
  });

  it.each([
    ['movie.SRT', 'srt'],
    ['archive.tar.gz', 'gz'],
    ['no extension', ''],
    ['photo.png', 'png'],
  ])('the extension of %s is %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });

  it.each([
    ['srt', 'application/x-subrip;charset=utf-8'],
    ['vtt', 'text/vtt;charset=utf-8'],
    ['ass', 'text/x-ass;charset=utf-8'],
    ['ssa', 'text/x-ssa;charset=utf-8'],
    ['lrc', 'text/plain;charset=utf-8'],
    ['txt', 'text/plain;charset=utf-8'],
    ['md', 'text/markdown;charset=utf-8'],
    ['csv', 'text/csv;charset=utf-8'],
  ] as const)('%s is saved as %s', (format, type) => {
    expect(mediaType(format)).toBe(type);
  });

  it.each([
    ['utf-8', 'text/x-ass;charset=utf-8'],
    ['utf-8-bom', 'text/x-ass;charset=utf-8'],
    ['utf-16le', 'text/x-ass;charset=utf-16le'],
  ] as const)('a file written in %s is saved as %s', (encoding, type) => {
    expect(mediaType('ass', encoding)).toBe(type);
  });
});
