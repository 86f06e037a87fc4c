import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../core/parse.js';
import { LRC_LAST_LINE_MIN_MS } from './lrc-parser.js';

function lrc(text: string) {
  return parse(text, { format: 'lrc' });
}

describe('LRC parser', () => {
  it('reads tags and timed lines; each line lasts until the next one', () => {
    const result = lrc(
      '[ti:Song]\n[ar:Singer]\n[al:Album]\n[by:Me]\n\n[00:01.00]First\n[00:03.50]Second\n[00:06.00]\n',
    );
    expect(result.errors).toEqual([]);
    expect(result.header).toEqual({
      lrcTags: [
        ['ti', 'Song'],
        ['ar', 'Singer'],
        ['al', 'Album'],
        ['by', 'Me'],
      ],
      title: 'Song',
    });
    expect(result.cues).toEqual([
      { start: 1000, end: 3500, text: 'First' },
      { start: 3500, end: 6000, text: 'Second' },
    ]);
  });

  it('gives a line with several times one cue per time, sorted by time', () => {
    const result = lrc('[00:10.00][00:30.00]Chorus\n[00:20.00]Verse\n[00:40.00]\n');
    expect(result.cues.map((cue) => [cue.start, cue.end, cue.text])).toEqual([
      [10_000, 20_000, 'Chorus'],
      [20_000, 30_000, 'Verse'],
      [30_000, 40_000, 'Chorus'],
    ]);
  });

  it('ends a cue at an empty time line without starting one', () => {
    const result = lrc('[00:01.00]One\n[00:02.00]\n[00:05.00]Two\n[00:06.00]\n');
    expect(result.cues.map((cue) => [cue.start, cue.end])).toEqual([
      [1000, 2000],
      [5000, 6000],
    ]);
  });

  it('ends the last line at [length:] when given', () => {
    expect(lrc('[length:03:30]\n[03:00.00]Last\n').cues[0]).toMatchObject({
      start: 180_000,
      end: 210_000,
    });
  });

  it.each([
    ['a short line', 'La', LRC_LAST_LINE_MIN_MS],
    ['a long line, by its reading time', 'x'.repeat(90), 6000],
  ])('ends the last line without [length:] after %s', (_name, text, duration) => {
    const cue = lrc(`[00:10.00]${text}\n`).cues[0];
    expect(cue?.end).toBe(10_000 + duration);
  });

  it.each([
    ['+500', 500, 1500],
    ['-500', 1500, 2500],
    ['+2000', 0, 0],
  ])('applies [offset:%s] (a positive offset makes lyrics earlier)', (offset, start, end) => {
    const result = lrc(`[offset:${offset}]\n[00:01.00]A\n[00:02.00]\n`);
    expect(result.cues[0]).toMatchObject({ start, end });
    expect(result.header?.lrcTags).toEqual([['offset', offset]]);
  });

  it('reads enhanced LRC word times; the text loses the stamps', () => {
    const result = lrc(
      '[00:01.00]<00:01.00>Hel<00:01.50>lo <00:02.00>world <00:03.00>\n[00:04.00]\n',
    );
    expect(result.cues).toEqual([
      {
        start: 1000,
        end: 4000,
        text: 'Hello world',
        words: [
          { text: 'Hel', start: 1000, end: 1500 },
          { text: 'lo', start: 1500, end: 2000 },
          { text: 'world', start: 2000, end: 3000 },
        ],
      },
    ]);
  });

  it('ends the last word with its line when no stamp follows it', () => {
    const result = lrc('[00:01.00] <00:01.20> a <00:01.40> b\n[00:02.00]\n');
    expect(result.cues[0]?.text).toBe('a b');
    expect(result.cues[0]?.words).toEqual([
      { text: 'a', start: 1200, end: 1400 },
      { text: 'b', start: 1400, end: 2000 },
    ]);
  });

  it('keeps brackets after the times as lyrics', () => {
    expect(lrc('[00:01.00][Chorus] la la\n').cues[0]?.text).toBe('[Chorus] la la');
  });

  it.each([
    ['I <3 you & me', 'I &lt;3 you &amp; me'],
    ['a <b> c &amp; d', 'a &lt;b> c &amp;amp; d'],
  ])('keeps "%s" as text: cue markup with every < and & escaped', (line, text) => {
    expect(lrc(`[00:01.00]${line}\n`).cues[0]?.text).toBe(text);
  });

  it.each([
    ['a line without time', '[00:01.00]A\nno time here\n', 'skipped-line', 2],
    ['an unreadable time', '[00:01.00]A\n[00:61.00]B\n', 'bad-timestamp', 2],
    ['a malformed time', '[ti:x]\n\n[1:2x]B\n', 'bad-timestamp', 3],
    ['an offset that is not a number', '[offset:soon]\n[00:01.00]A\n', 'bad-header', 1],
    ['an unknown bracket line', '[just words]\n', 'skipped-line', 1],
  ])('reports %s with its line number', (_name, input, code, line) => {
    const result = lrc(input);
    expect(result.errors).toEqual([expect.objectContaining({ code, line })]);
  });

  it('keeps unknown tags and ignores blank lines', () => {
    const result = lrc('[re:Tool]\n[ve:1.0]\n[xtra:value]\n\n\n[00:01.00]A\n');
    expect(result.errors).toEqual([]);
    expect(result.header?.lrcTags).toEqual([
      ['re', 'Tool'],
      ['ve', '1.0'],
      ['xtra', 'value'],
    ]);
  });

  it('throws in strict mode', () => {
    expect(() => parse('[00:01.00]A\nplain\n', { format: 'lrc', strict: true })).toThrow(/Line 2:/);
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'[]<>:.,0123456789 ab\n+-ti'.split('')) }),
        fc.string(),
        (a, b) => {
          const result = lrc(a + b);
          for (const cue of result.cues) expect(cue.end).toBeGreaterThanOrEqual(cue.start);
        },
      ),
    );
  });
});
