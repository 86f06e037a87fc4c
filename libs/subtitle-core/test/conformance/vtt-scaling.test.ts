/**
 * Guards against work that grows with the square of the input: each case would take minutes if a
 * scan restarted per line, and takes milliseconds in one pass. The limits are loose and count the
 * CPU time of this process, not the clock's (other programs share CI machines); the benchmark
 * measures speed, this only catches the wrong complexity.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCollector } from '../../src/lib/core/parse-error.js';
import type { Cue } from '../../src/lib/core/types.js';
import { formatVtt } from '../../src/lib/vtt/vtt-formatter.js';
import { parseVtt } from '../../src/lib/vtt/vtt-parser.js';
import { cpuMs } from '../support/cpu-time.js';

const LIMIT_MS = 3000;

function timed<T>(run: () => T): { value: T; ms: number } {
  let value: T | undefined;
  const ms = cpuMs(() => (value = run()));
  return { value: value as T, ms };
}

function parse(text: string) {
  return parseVtt(text, new ErrorCollector(false));
}

const LINES = 300_000;

describe('WebVTT work grows with the input, not its square', () => {
  it.each([
    ['a header of many lines', `WEBVTT\n${'Kind: captions\n'.repeat(LINES)}`],
    ['one stray block of many lines', `WEBVTT\n\n${'stray text\n'.repeat(LINES)}`],
    ['many stray blocks', `WEBVTT\n\n${'stray\n\n'.repeat(LINES)}`],
    ['a cue of many lines', `WEBVTT\n\n00:00.000 --> 00:01.000\n${'text line\n'.repeat(LINES)}`],
    ['many notes', `WEBVTT\n\n${'NOTE x\n\n'.repeat(LINES)}`],
    ['many bad timing lines', `WEBVTT\n\n${'00:00 --> 00:01\n\n'.repeat(LINES)}`],
    ['a long settings line', `WEBVTT\n\n00:00.000 --> 00:01.000${' x:y'.repeat(LINES)}\ntext`],
    ['one very long line', `WEBVTT\n\n${'<v '.repeat(LINES)}`],
  ])('parses %s in one pass', (_what, text) => {
    const { ms } = timed(() => parse(text));
    expect(ms).toBeLessThan(LIMIT_MS);
  });

  it('parses and writes 100,000 cues', () => {
    const blocks: string[] = ['WEBVTT', ''];
    for (let i = 0; i < 100_000; i++) {
      const seconds = String(i % 60).padStart(2, '0');
      blocks.push(
        `${i + 1}\n00:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${seconds}.000 --> 01:00:00.000 align:start\nLine ${i}\n`,
      );
    }
    const { value: result, ms: parseMs } = timed(() => parse(blocks.join('\n')));
    expect(result.cues).toHaveLength(100_000);
    expect(parseMs).toBeLessThan(LIMIT_MS);
    const { ms: formatMs } = timed(() => formatVtt(result.cues, {}));
    expect(formatMs).toBeLessThan(LIMIT_MS);
  });

  it('writes text with many unclosed tags in one pass', () => {
    const cue: Cue = { start: 0, end: 1000, text: '<font color="red"'.repeat(100_000) };
    const { ms } = timed(() => formatVtt([cue], {}));
    expect(ms).toBeLessThan(LIMIT_MS);
  });
});
