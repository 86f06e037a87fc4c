import { FORMATS } from '@captio/subtitle-core';
import { describe, expect, it } from 'vitest';
import { formatOptionNames, formatOptionsFor } from './format-options.js';

describe('the writing options of each format', () => {
  it.each([
    ['srt', {}, { speakers: false, plainText: false }],
    ['srt', { speakers: true }, { speakers: true, plainText: false }],
    ['vtt', {}, { speakers: true, plainText: false }],
    ['ass', { speakers: false, timestamps: false }, { plainText: false }],
    ['ssa', { plainText: true }, { plainText: true }],
    ['lrc', { plainText: true }, {}],
    ['txt', { timestamps: false }, { timestamps: false, speakers: true }],
    ['md', {}, { timestamps: true, speakers: true, plainText: false }],
    ['csv', { speakers: false }, { speakers: false }],
  ] as const)('%s with choices %j writes with %j', (format, choices, options) => {
    expect(formatOptionsFor(format, choices)).toEqual(options);
  });

  it('covers every format subtitle-core writes', () => {
    expect(FORMATS.map((format) => Array.isArray(formatOptionNames(format)))).not.toContain(false);
  });
});
