import { describe, expect, it } from 'vitest';
import { cpuMs } from '../../../test/support/cpu-time.js';
import type { CueTextNode } from './cue-text-types.js';
import { parseCueText } from './parse-cue-text.js';

const text = (value: string): CueTextNode => ({ type: 'text', text: value });

// One row per rule of https://www.w3.org/TR/webvtt1/#cue-text-parsing-rules (tokenizer states
// and tree building), with what the rules make of it.
const CASES: [rule: string, input: string, tree: CueTextNode[]][] = [
  ['plain text is one text node', 'Hello', [text('Hello')]],
  ['line breaks stay in the text', 'one\ntwo', [text('one\ntwo')]],
  ['NUL becomes U+FFFD', 'a\0b', [text('a\uFFFDb')]],
  ['an empty text has no nodes', '', []],
  [
    'character references are decoded in text',
    'Tom &amp; Jerry&nbsp;&copy',
    [text('Tom & Jerry\u00A0\u00A9')],
  ],
  ['a < starts a tag that runs to the next > or the end', 'a < b', [text('a ')]],
  ['c', '<c>x</c>', [{ type: 'c', classes: [], children: [text('x')] }]],
  ['i', '<i>x</i>', [{ type: 'i', classes: [], children: [text('x')] }]],
  ['b', '<b>x</b>', [{ type: 'b', classes: [], children: [text('x')] }]],
  ['u', '<u>x</u>', [{ type: 'u', classes: [], children: [text('x')] }]],
  [
    'classes after the name, in order',
    '<c.yellow.bg_blue>x</c>',
    [{ type: 'c', classes: ['yellow', 'bg_blue'], children: [text('x')] }],
  ],
  ['empty classes are dropped', '<i..a.>x', [{ type: 'i', classes: ['a'], children: [text('x')] }]],
  [
    'a class keeps what is not whitespace, "." or ">"',
    '<c.a<b&amp;>x',
    [{ type: 'c', classes: ['a<b&amp;'], children: [text('x')] }],
  ],
  ['tag names are case-sensitive', '<I>x</I>', [text('x')]],
  ['unknown tags are dropped, their text stays', '<font color="red">x</font>', [text('x')]],
  ['the texts around a dropped tag stay two nodes', 'a<br>b', [text('a'), text('b')]],
  [
    'a voice and its name',
    '<v Esme>Hi</v>',
    [{ type: 'v', classes: [], voice: 'Esme', children: [text('Hi')] }],
  ],
  [
    'a voice with classes',
    '<v.loud.first Esme>Hi',
    [{ type: 'v', classes: ['loud', 'first'], voice: 'Esme', children: [text('Hi')] }],
  ],
  [
    'a voice name: whitespace trimmed and collapsed',
    '<v \t Mary \n Ann  >Hi',
    [{ type: 'v', classes: [], voice: 'Mary Ann', children: [text('Hi')] }],
  ],
  [
    'a voice name keeps a no-break space at its ends (only ASCII whitespace is trimmed)',
    '<v &nbsp;Bob&nbsp;>Hi',
    [{ type: 'v', classes: [], voice: '\u00A0Bob\u00A0', children: [text('Hi')] }],
  ],
  [
    'a voice name: references decoded, a decoded > does not end it',
    '<v Tom &amp; Jerry &gt;>Hi',
    [{ type: 'v', classes: [], voice: 'Tom & Jerry >', children: [text('Hi')] }],
  ],
  [
    'a voice with no name',
    '<v>Hi',
    [{ type: 'v', classes: [], voice: '', children: [text('Hi')] }],
  ],
  [
    'a line feed after the name starts the annotation',
    '<v\nBob>Hi',
    [{ type: 'v', classes: [], voice: 'Bob', children: [text('Hi')] }],
  ],
  [
    'other tags ignore their annotation',
    '<b bold>x',
    [{ type: 'b', classes: [], children: [text('x')] }],
  ],
  [
    'lang and its tag',
    '<lang en-GB>colour</lang>',
    [{ type: 'lang', classes: [], language: 'en-GB', children: [text('colour')] }],
  ],
  [
    'lang inside lang',
    '<lang fr>oui <lang en>yes</lang> non</lang>',
    [
      {
        type: 'lang',
        classes: [],
        language: 'fr',
        children: [
          text('oui '),
          { type: 'lang', classes: [], language: 'en', children: [text('yes')] },
          text(' non'),
        ],
      },
    ],
  ],
  [
    'ruby with its readings',
    '<ruby>漢<rt>kan</rt>字<rt>ji</rt></ruby>',
    [
      {
        type: 'ruby',
        classes: [],
        children: [
          text('漢'),
          { type: 'rt', classes: [], children: [text('kan')] },
          text('字'),
          { type: 'rt', classes: [], children: [text('ji')] },
        ],
      },
    ],
  ],
  ['rt outside ruby is dropped', '<rt>x</rt>', [text('x')]],
  [
    '</ruby> inside an rt closes both',
    '<ruby>a<rt>b</ruby>c',
    [
      {
        type: 'ruby',
        classes: [],
        children: [text('a'), { type: 'rt', classes: [], children: [text('b')] }],
      },
      text('c'),
    ],
  ],
  [
    'spans left open end with the text',
    '<i><b>x',
    [{ type: 'i', classes: [], children: [{ type: 'b', classes: [], children: [text('x')] }] }],
  ],
  [
    'an end tag closes only the current span',
    '<i><b>x</i>y</b>z',
    [
      {
        type: 'i',
        classes: [],
        children: [{ type: 'b', classes: [], children: [text('x'), text('y')] }, text('z')],
      },
    ],
  ],
  ['an end tag with nothing open is dropped', '</i>x', [text('x')]],
  [
    'an end tag with classes is not the tag',
    '<i>x</i.a>y',
    [{ type: 'i', classes: [], children: [text('x'), text('y')] }],
  ],
  ['a tag with no name is dropped', '<>a< x>b<.c>d', [text('a'), text('b'), text('d')]],
  ['a tag cut off by the end is still read', '<i', [{ type: 'i', classes: [], children: [] }]],
  ['a timestamp, in ms', 'a<00:01.500>b', [text('a'), { type: 'timestamp', ms: 1500 }, text('b')]],
  ['a timestamp with hours', '<01:02:03.004>', [{ type: 'timestamp', ms: 3_723_004 }]],
  [
    'a timestamp with three-digit hours',
    '<100:00:00.000>',
    [{ type: 'timestamp', ms: 360_000_000 }],
  ],
  ['a timestamp cut off by the end', '<00:00.500', [{ type: 'timestamp', ms: 500 }]],
  ['seconds past 59 are no timestamp', 'a<00:60.000>b', [text('a'), text('b')]],
  ['a short fraction is no timestamp', '<00:01.5>', []],
  ['text after a timestamp is no timestamp', '<00:00:01.500x>', []],
  ['hours without seconds are no timestamp', '<100:00.000>', []],
];

describe('parseCueText', () => {
  it.each(CASES)('%s: %j', (_rule, input, tree) => {
    expect(parseCueText(input)).toEqual(tree);
  });

  it('reads a long text of "<" and "&" in linear time', () => {
    const input = '<&'.repeat(200_000);
    // CPU time, not the clock's: a busy machine does not make it longer (see cpu-time.ts).
    expect(cpuMs(() => parseCueText(input))).toBeLessThan(2000);
  });
});
