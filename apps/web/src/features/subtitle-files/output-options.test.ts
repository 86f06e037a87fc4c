import type { LineEnding, OutputEncoding, SubtitleFormat } from '@captio/subtitle-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OUTPUT, outputFor } from './output-options.js';

describe('outputFor', () => {
  it('is UTF-8 with LF unless the user chooses otherwise', () => {
    expect(outputFor('srt', DEFAULT_OUTPUT)).toEqual({ encoding: 'utf-8', lineEnding: 'lf' });
  });

  it.each<[SubtitleFormat, OutputEncoding, LineEnding, OutputEncoding]>([
    ['srt', 'utf-16le', 'crlf', 'utf-16le'],
    ['ass', 'utf-8-bom', 'crlf', 'utf-8-bom'],
    ['vtt', 'utf-8-bom', 'lf', 'utf-8-bom'],
    // WebVTT is UTF-8 by its specification: a UTF-16 choice made for another format falls back.
    ['vtt', 'utf-16le', 'crlf', 'utf-8'],
  ])('%s chosen as %s with %s is written as %s', (format, encoding, lineEnding, written) => {
    expect(outputFor(format, { encoding, lineEnding })).toEqual({ encoding: written, lineEnding });
  });
});
