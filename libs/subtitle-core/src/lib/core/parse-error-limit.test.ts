// A hostile file can hold a problem on every line: a parse result lists the first
// MAX_PARSE_ERRORS and counts the rest, so that its size follows the cues, not the problems.
import { describe, expect, it } from 'vitest';
import { createCueStream } from '../stream/cue-stream.js';
import { parseSrt } from '../srt/srt.js';
import { MAX_PARSE_ERRORS } from './parse-error.js';
import { parse } from './parse.js';
import type { ParseError, ParseResult, SubtitleFormat } from './types.js';

/** `count` cues, each with one problem (an unreadable end time, a setting WebVTT does not have). */
const BAD_CUES: Record<'srt' | 'vtt', (count: number) => string> = {
  srt: (count) =>
    Array.from(
      { length: count },
      (_, i) =>
        `${i + 1}\n00:00:01,000 --> 00:00:0x,000\nLost\n\n${i + 1}\n00:00:01,000 --> 00:00:02,000\nKept\n`,
    ).join('\n'),
  vtt: (count) =>
    `WEBVTT\n\n${Array.from({ length: count }, () => '00:01.000 --> 00:02.000 bogus:1\nKept\n').join('\n')}`,
};

const problemsOf = (result: ParseResult) => result.errors.length + (result.omittedErrors ?? 0);

describe('the problems a parse result lists', () => {
  it('is the limit the library exports', () => {
    expect(MAX_PARSE_ERRORS).toBe(1000);
  });

  it.each([
    ['srt', 'bad-timestamp'],
    ['vtt', 'bad-cue-settings'],
  ] as const)('%s: all of them, up to the limit, and no count of others', (format, code) => {
    const result = parse(BAD_CUES[format](MAX_PARSE_ERRORS), { format });
    expect(result.errors).toHaveLength(MAX_PARSE_ERRORS);
    expect(new Set(result.errors.map((error) => error.code))).toEqual(new Set([code]));
    expect(result).not.toHaveProperty('omittedErrors');
  });

  it.each(['srt', 'vtt'] as const)(
    '%s: the first 1,000 past the limit, in file order, and a count of the rest',
    (format: SubtitleFormat & ('srt' | 'vtt')) => {
      const text = BAD_CUES[format](MAX_PARSE_ERRORS + 2345);
      const result = parse(text, { format });
      expect(result.errors).toHaveLength(MAX_PARSE_ERRORS);
      expect(result.omittedErrors).toBe(2345);
      const lines = result.errors.map((error) => error.line);
      expect(lines).toEqual([...lines].sort((a, b) => a - b));
      // Every cue is still read: the limit is on the list, not on the reading.
      expect(result.cues.filter((cue) => cue.text === 'Kept')).toHaveLength(
        MAX_PARSE_ERRORS + 2345,
      );
    },
  );

  it('parseSrt counts the same', () => {
    const result = parseSrt(BAD_CUES.srt(MAX_PARSE_ERRORS + 7));
    expect([result.errors.length, result.omittedErrors]).toEqual([MAX_PARSE_ERRORS, 7]);
  });

  it('a stream hands on every problem: its caller decides what to keep', () => {
    const text = BAD_CUES.vtt(MAX_PARSE_ERRORS + 50);
    const streamed: ParseError[] = [];
    const stream = createCueStream('vtt', { onError: (error) => streamed.push(error) });
    stream.write(text);
    stream.end();
    expect(streamed).toHaveLength(MAX_PARSE_ERRORS + 50);
    expect(streamed.length).toBe(problemsOf(parse(text, { format: 'vtt' })));
  });

  it('strict mode still throws the first problem', () => {
    expect(() =>
      parse(BAD_CUES.srt(MAX_PARSE_ERRORS + 1), { format: 'srt', strict: true }),
    ).toThrow(/^Line 2: /);
  });
});
