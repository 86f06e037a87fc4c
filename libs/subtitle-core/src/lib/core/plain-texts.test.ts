import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../../index.js';
import { isPlainText, isSimpleTagAt, plainTextsOf } from './plain-texts.js';

describe('isPlainText', () => {
  it.each([
    ['', true],
    ['Hello there.', true],
    ['two\nlines', true],
    ['<i>Italic</i> and <b>bold</b>, <u>under</u>', true],
    ['字幕 😀 é', true],
    ['a < b', false],
    ['<I>upper</I>', false],
    ['<font color="red">x</font>', false],
    ['<v Ann>Hi', false],
    ['<i class>x</i>', false],
    ['Tom &amp; Jerry', false],
    ['a & b', false],
    ['a --> b', false],
    ['a\r\nb', false],
    ['a\n\nb', false],
    ['a\n \t\nb', false],
    [' leading space', false],
    ['trailing tab\t', false],
    ['\nleading line break', false],
    ['trailing line break\n', false],
    ['{\\an8}a SubRip override', false],
    ['an open {\\ override', false],
    ['{braces} without a backslash', true],
  ])('%j: %s', (text, plain) => {
    expect(isPlainText(text)).toBe(plain);
  });
});

describe('isSimpleTagAt', () => {
  it.each([
    ['<i>', true],
    ['</b>', true],
    ['<u>', true],
    ['<i >', false],
    ['<font>', false],
    ['</>', false],
    ['<', false],
    ['<b', false],
  ])('%j: %s', (text, simple) => {
    expect(isSimpleTagAt(text, 0)).toBe(simple);
  });
});

describe('what the parsers remember', () => {
  const text = fc
    .array(
      fc.constantFrom(
        'a',
        ' ',
        '\t',
        '\n',
        '\n\n',
        '\n \n',
        '\n\t\n',
        '<i>',
        '</i>',
        '<b',
        '<x>',
        '&',
        '&amp;',
        '-->',
        '字',
        '>',
        '{\\an8}',
        '{\\',
        '{',
        '}',
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join(''));

  it.each([
    [
      'srt',
      (t: string) =>
        `1\n00:00:01,000 --> 00:00:02,000\n${t}\n\n2\n00:00:03,000 --> 00:00:04,000\nlast\n`,
    ],
    [
      'vtt',
      (t: string) => `WEBVTT\n\n00:01.000 --> 00:02.000\n${t}\n\n00:03.000 --> 00:04.000\nlast\n`,
    ],
  ] as const)('%s: exactly the cue texts that are plain', (_format, file) => {
    fc.assert(
      fc.property(text, (cueText) => {
        const { cues } = parse(file(cueText));
        const remembered = plainTextsOf(cues);
        expect(remembered).toHaveLength(cues.length);
        cues.forEach((cue, i) => {
          expect(remembered?.[i]).toBe(isPlainText(cue.text) ? cue.text : undefined);
        });
      }),
      { numRuns: 1000 },
    );
  });
});
