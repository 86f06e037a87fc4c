// Every reader says the same thing of a time written correctly but past 2^53 - 1 ms: that it
// is too large, not that it could not be read.
import { describe, expect, it } from 'vitest';
import { parse, type SubtitleFormat } from '../../src/index.js';

/** 2,501,999,793 hours: the first whole hour past Number.MAX_SAFE_INTEGER milliseconds. */
const HOURS = '2501999793';

describe('a time past the largest exact millisecond', () => {
  it.each<[SubtitleFormat, string]>([
    ['srt', `1\n${HOURS}:00:00,000 --> ${HOURS}:00:01,000\nx\n`],
    ['srt', `1\n00:00:01,000 --> ${HOURS}:00:01,000\nx\n`],
    ['vtt', `WEBVTT\n\n${HOURS}:00:00.000 --> ${HOURS}:00:01.000\nx\n`],
    ['vtt', `WEBVTT\n\n00:01.000 --> ${HOURS}:00:01.000\nx\n`],
  ])('%s: %j is reported as too large and skipped', (format, text) => {
    const result = parse(text, { format });
    expect(result.cues).toEqual([]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({
      code: 'bad-timestamp',
      line: format === 'srt' ? 2 : 3,
    });
    expect(result.errors[0]?.message).toMatch(/is too large/);
  });

  it.each<[SubtitleFormat, string]>([
    ['srt', '1\n00:00:01,000 --> 00:00:0x,000\nx\n'],
    ['srt', '1\n00:00:01,000 -> 00:00:02,000\nx\n'],
    ['vtt', 'WEBVTT\n\n00:61.000 --> 00:62.000\nx\n'],
  ])('%s: %j is not called too large', (format, text) => {
    const result = parse(text, { format });
    expect(result.errors.map((error) => error.message).join()).not.toMatch(/too large/);
  });
});
