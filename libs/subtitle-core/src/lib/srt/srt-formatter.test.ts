import { describe, expect, it } from 'vitest';
import type { Cue } from '../core/types.js';
import { formatTimestamp } from '../time/timestamp.js';
import { formatSrt } from './srt-formatter.js';
import { format } from '../core/format.js';
import { removeTags } from '../core/markup.js';
import { parse } from '../core/parse.js';

/** The SubRip block of one cue of a file formatted with default options. */
const block = (index: number, start: string, end: string, text: string): string =>
  `${index}\n${start} --> ${end}\n${text}\n\n`;

/** The text formatSrt writes for one cue. */
function textOf(cue: Cue, options = {}): string {
  const out = formatSrt([cue], options);
  return out.slice(out.indexOf('\n', out.indexOf('-->')) + 1, -2);
}

describe('formatSrt', () => {
  it('writes indexes from 1, comma millis and a blank line after each cue', () => {
    const cues: Cue[] = [
      { start: 0, end: 1234, text: 'First' },
      { start: 3_723_456, end: 3_725_000, text: 'Two\nlines' },
    ];
    expect(formatSrt(cues)).toBe(
      block(1, '00:00:00,000', '00:00:01,234', 'First') +
        block(2, '01:02:03,456', '01:02:05,000', 'Two\nlines'),
    );
  });

  it('writes nothing for no cues', () => {
    expect(formatSrt([])).toBe('');
  });

  it('leaves out ASS comments without leaving a gap in the indexes', () => {
    const comment: Cue = {
      start: 0,
      end: 1000,
      text: 'note to self',
      settings: {
        kind: 'ass',
        type: 'Comment',
        layer: 0,
        marginL: 0,
        marginR: 0,
        marginV: 0,
        effect: '',
        raw: '',
      },
    };
    expect(
      formatSrt([comment, { start: 0, end: 1000, text: 'a' }, { start: 0, end: 1000, text: 'b' }]),
    ).toBe(
      block(1, '00:00:00,000', '00:00:01,000', 'a') + block(2, '00:00:00,000', '00:00:01,000', 'b'),
    );
  });

  it.each([
    [1000.4, '00:00:01,000'],
    [1000.5, '00:00:01,001'],
    [-500, '00:00:00,000'],
    [359_999_999, '99:59:59,999'],
    [360_000_000, '100:00:00,000'],
    [3_600_000_000, '1000:00:00,000'],
  ])('writes %d ms as %s', (ms, written) => {
    expect(formatSrt([{ start: ms, end: ms, text: 'x' }])).toBe(block(1, written, written, 'x'));
  });

  it.each([
    [
      'keeps the tags SubRip shows',
      '<i>a</i> <b>b</b> <u>u</u> <font color="red">f</font>',
      '<i>a</i> <b>b</b> <u>u</u> <font color="red">f</font>',
    ],
    [
      'keeps them in any case',
      '<I>a</I> <FONT face="x">b</Font>',
      '<I>a</I> <FONT face="x">b</Font>',
    ],
    ['drops a voice tag', '<v Bob>Hi</v>', 'Hi'],
    ['drops a class tag', 'a <c.yellow>b</c>', 'a b'],
    ['drops an inline timestamp', 'a <00:00:01.000>b', 'a b'],
    ['drops a tag that merely starts like one SubRip shows', '<ib>x</ib> <fontx>y', 'x y'],
    ['keeps a "<" and ">" around spaces', 'a < b > c', 'a < b > c'],
    ['keeps "<" with no ">" after it', 'x <v y\nz>', 'x <v y\nz>'],
  ])('%s: %j -> %j', (_what, text, written) => {
    expect(textOf({ start: 0, end: 1000, text })).toBe(written);
  });

  it.each([
    ['an empty line', 'one\n\ntwo', 'one\ntwo'],
    ['a leading line break', '\nlate', 'late'],
    ['a trailing line break', 'early\n', 'early'],
    ['an empty line once a tag is dropped', 'one\n<v Bob>\ntwo', 'one\ntwo'],
  ])('keeps a cue whole when its text has %s', (_what, text, written) => {
    expect(textOf({ start: 0, end: 1000, text })).toBe(written);
  });

  it.each([
    ['leaves the speaker out by default', { text: 'Hello', speaker: 'Ann' }, {}, 'Hello'],
    [
      'writes the speaker before the text with speakers: true',
      { text: 'Hello', speaker: 'Ann' },
      { speakers: true },
      'Ann: Hello',
    ],
    [
      'does not write it twice',
      { text: 'Ann: Hello', speaker: 'Ann' },
      { speakers: true },
      'Ann: Hello',
    ],
    [
      'removes markup with plainText',
      { text: '<i>Tom</i> &amp; Jerry' },
      { plainText: true },
      'Tom & Jerry',
    ],
  ])('%s', (_what, fields, options, written) => {
    expect(textOf({ start: 0, end: 1000, ...fields }, options)).toBe(written);
  });

  it('writes a long file of any text exactly', () => {
    const texts = ['plain', 'Größe', '中文\n字幕', '😀 <i>emoji</i>', '\ud800 lone', ''];
    const cues: Cue[] = Array.from({ length: 5000 }, (_, i) => ({
      start: i * 1500,
      end: i * 1500 + 1000,
      text: `${texts[i % texts.length] ?? ''}${i % 7 === 0 ? ` ${i}` : ''}`,
    }));
    const expected = cues
      .map((cue, i) =>
        block(i + 1, formatTimestamp(cue.start, 'srt'), formatTimestamp(cue.end, 'srt'), cue.text),
      )
      .join('');
    expect(formatSrt(cues)).toBe(expected);
  });
  it('gives the right text when formatting runs inside formatting', () => {
    const inner: Cue[] = [{ start: 0, end: 1000, text: 'inner' }];
    const outer = {
      start: 0,
      end: 1000,
      // A computed text that formats other cues while the outer file is being written.
      get text(): string {
        return formatSrt(inner).trim().split('\n')[2] ?? '';
      },
    };
    expect(formatSrt([outer, { start: 0, end: 1000, text: 'b' }])).toBe(
      block(1, '00:00:00,000', '00:00:01,000', 'inner') +
        block(2, '00:00:00,000', '00:00:01,000', 'b'),
    );
  });

  it('writes the next file whole after one that failed', () => {
    const broken = [
      { start: 0, end: 1000, text: 'a' },
      { start: 0, end: 1000 },
    ] as Cue[];
    expect(() => formatSrt(broken)).toThrow(TypeError);
    expect(formatSrt([{ start: 0, end: 1000, text: 'ok' }])).toBe(
      block(1, '00:00:00,000', '00:00:01,000', 'ok'),
    );
  });
});

describe('SRT text that would break the file or its markup', () => {
  it.each([
    ['a less-than sign that starts no tag', 'a < b > c'],
    ['an ampersand', 'Tom & Jerry'],
    ['a heart', 'I <3 you'],
    ['italics next to a comparison', '<i>x</i> < 3 & y > 2'],
  ])('%s reads back as one cue with the same visible text', (_what, written) => {
    const first = parse(`1\n00:00:01,000 --> 00:00:02,000\n${written}\n`, { format: 'srt' });
    expect(first.cues).toHaveLength(1);
    const again = parse(format(first, 'srt'), { format: 'srt' });
    expect(again.cues).toHaveLength(1);
    expect(removeTags(again.cues[0]?.text ?? '').replace('\u2060', '')).toBe(
      removeTags(first.cues[0]?.text ?? ''),
    );
    expect(removeTags(first.cues[0]?.text ?? '')).toBe(written.replace(/<\/?i>/g, ''));
  });

  it('keeps a text line that reads as a timing line inside its cue', () => {
    const text = 'line\n42\n00:00:09,000 --> 00:00:10,000\nfake';
    const again = parse(format([{ start: 7000, end: 8000, text }], 'srt'), { format: 'srt' });
    expect(again.cues).toHaveLength(1);
    expect(again.cues[0]?.text.replace('\u2060', '')).toBe(text);
  });

  it('writes character references from other formats as the characters', () => {
    const vtt = parse('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\na &lt; b &amp; c\n');
    expect(format(vtt, 'srt')).toContain('a < b & c');
  });

  it('keeps a literal tag-like text from becoming a tag, for players and when read back', () => {
    const written = format([{ start: 0, end: 1000, text: '&lt;i&gt;not italic' }], 'srt');
    // A player shows '<i>not italic' (the word joiner after '<' is invisible), not italics.
    expect(written).toContain('<\u2060i>not italic');
    expect(parse(written, { format: 'srt' }).cues[0]?.text).toBe('&lt;i>not italic');
  });

  it('drops whitespace-only lines, which would end the cue', () => {
    const written = format([{ start: 0, end: 1000, text: 'a\n \nb' }], 'srt');
    expect(parse(written, { format: 'srt' }).cues.map((cue) => cue.text)).toEqual(['a\nb']);
  });

  it('converts to ASS without inventing bold', () => {
    const srt = parse('1\n00:00:01,000 --> 00:00:02,000\n<i>Hello</i> Tom & Jerry, a < b > c\n');
    const ass = format(srt, 'ass');
    expect(ass).toContain('{\\i1}Hello{\\i0} Tom & Jerry, a < b > c');
    expect(format(parse(ass), 'srt')).toContain('<i>Hello</i> Tom & Jerry, a < b > c');
  });
});
