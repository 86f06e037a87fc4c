import type { SubtitleFormat } from '@captio/subtitle-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OUTPUT, outputFor, type OutputChoice } from './output-options.js';

describe('outputFor', () => {
  it.each<[SubtitleFormat, OutputChoice, OutputChoice]>([
    ['srt', DEFAULT_OUTPUT, { encoding: 'utf-8', lineEnding: 'lf' }],
    [
      'srt',
      { encoding: 'utf-16le', lineEnding: 'crlf' },
      { encoding: 'utf-16le', lineEnding: 'crlf' },
    ],
    [
      'ass',
      { encoding: 'utf-8-bom', lineEnding: 'crlf' },
      { encoding: 'utf-8-bom', lineEnding: 'crlf' },
    ],
    [
      'vtt',
      { encoding: 'utf-8-bom', lineEnding: 'lf' },
      { encoding: 'utf-8-bom', lineEnding: 'lf' },
    ],
    // WebVTT is UTF-8 by its specification: a UTF-16 choice made for another format falls back.
    [
      'vtt',
      { encoding: 'utf-16le', lineEnding: 'crlf' },
      { encoding: 'utf-8', lineEnding: 'crlf' },
    ],
  ] as const)('%s with %j is written as %j', (format, choice, written) => {
    expect(outputFor(format, choice)).toEqual(written);
  });
});
