import { describe, expect, it } from 'vitest';
import { cueTextToHtml } from './cue-text-html.js';
import { cueTextToPlainText } from './cue-text-plain.js';
import type { CueTextNode } from './cue-text-types.js';
import { cueTextToVtt } from './cue-text-vtt.js';
import { parseCueText } from './parse-cue-text.js';

const HTML_CASES: [what: string, cueText: string, html: string][] = [
  ['text is escaped', 'a &lt; b &amp; "c" \'d\'', 'a &lt; b &amp; &quot;c&quot; &#39;d&#39;'],
  ['i, b, u keep their names', '<i>a</i><b>b</b><u>c</u>', '<i>a</i><b>b</b><u>c</u>'],
  ['c is a span with its classes', '<c.yellow.big>x</c>', '<span class="yellow big">x</span>'],
  [
    'a class cannot leave its attribute',
    '<c.a"onclick=alert(1)>x',
    '<span class="a&quot;onclick=alert(1)">x</span>',
  ],
  [
    'a voice is a span with its name as title',
    '<v.loud Esme>Hi',
    '<span class="loud" title="Esme">Hi</span>',
  ],
  [
    'a voice name is escaped',
    '<v &quot;&gt;&lt;script&gt;>x',
    '<span title="&quot;&gt;&lt;script&gt;">x</span>',
  ],
  ['lang is a span with lang', '<lang en>x</lang>', '<span lang="en">x</span>'],
  ['ruby and rt', '<ruby>漢<rt>kan</rt></ruby>', '<ruby>漢<rt>kan</rt></ruby>'],
  [
    'a timestamp is an empty marked span',
    'a<00:01.500>b',
    'a<span data-timestamp="00:00:01.500"></span>b',
  ],
  ['unknown tags are gone', '<script>alert(1)</script><img src=x onerror=y>', 'alert(1)'],
  ['line breaks stay', 'a\nb', 'a\nb'],
];

describe('cueTextToHtml', () => {
  it.each(HTML_CASES)('%s', (_what, cueText, html) => {
    expect(cueTextToHtml(parseCueText(cueText))).toBe(html);
  });

  it('writes line breaks as <br> when asked', () => {
    expect(cueTextToHtml(parseCueText('<i>a\nb</i>'), { lineBreaks: 'br' })).toBe('<i>a<br>b</i>');
  });
});

describe('cueTextToPlainText', () => {
  it.each([
    [
      'tags and timestamps go, references are decoded',
      '<v Bob>Hi <i>there</i><00:01.000> &amp; bye',
      'Hi there & bye',
    ],
    [
      'ruby readings in parentheses',
      '<ruby>漢<rt>kan</rt>字<rt>ji</rt></ruby>です',
      '漢(kan)字(ji)です',
    ],
    ['an empty reading is left out', '<ruby>漢<rt></rt></ruby>', '漢'],
    ['line breaks stay', 'a\n<b>b</b>', 'a\nb'],
  ])('%s', (_what, cueText, plain) => {
    expect(cueTextToPlainText(parseCueText(cueText))).toBe(plain);
  });
});

describe('cueTextToVtt', () => {
  it.each([
    ['text is escaped', 'a &lt; b &amp; c &gt; d', 'a &lt; b &amp; c &gt; d'],
    [
      'references WebVTT needs no escape for are written as characters',
      '&copy;&nbsp;&quot;',
      '\u00A9\u00A0"',
    ],
    ['spans left open are closed', '<i><b.x>y', '<i><b.x>y</b></i>'],
    [
      'a voice with classes and name',
      '<v.loud   Tom &amp; Jerry >Hi',
      '<v.loud Tom &amp; Jerry>Hi</v>',
    ],
    ['lang', '<lang en-GB>x', '<lang en-GB>x</lang>'],
    ['timestamps at full length', '<01:02.003>', '<00:01:02.003>'],
    ['dropped tags are gone', 'a<br>b', 'ab'],
  ])('%s', (_what, cueText, vtt) => {
    expect(cueTextToVtt(parseCueText(cueText))).toBe(vtt);
  });

  it('leaves out class names WebVTT cannot hold', () => {
    const tree: CueTextNode[] = [
      {
        type: 'c',
        classes: ['ok', 'two words', 'a.b', 'x>y', ''],
        children: [{ type: 'text', text: 'x' }],
      },
    ];
    expect(cueTextToVtt(tree)).toBe('<c.ok>x</c>');
  });
});

describe('a tree as deep as cue text can make it', () => {
  it('is written by every writer without overflowing the stack', () => {
    const tree = parseCueText(`${'<i>'.repeat(100_000)}deep`);
    expect(cueTextToVtt(tree)).toBe(`${'<i>'.repeat(100_000)}deep${'</i>'.repeat(100_000)}`);
    expect(cueTextToHtml(tree)).toBe(`${'<i>'.repeat(100_000)}deep${'</i>'.repeat(100_000)}`);
    expect(cueTextToPlainText(tree)).toBe('deep');
  });
});
