// What the formats without WebVTT's voices and ruby make of them, and what options.plainText
// does in each: the same conventions everywhere (README "Voices, ruby and plain text").
import { describe, expect, it } from 'vitest';
import {
  format,
  parse,
  type Cue,
  type FormatOptions,
  type SubtitleFormat,
} from '../../src/index.js';

function vttCue(text: string): Cue[] {
  return parse(`WEBVTT\n\n00:01.000 --> 00:04.000\n${text}\n`).cues;
}

/** The written file without what every cue of it has around its text. */
function body(to: SubtitleFormat, cues: Cue[], options: FormatOptions = {}): string {
  const written = format(cues, to, options);
  switch (to) {
    case 'srt':
      return written.replace(/^1\n00:00:01,000 --> 00:00:04,000\n/, '').replace(/\n\n$/, '');
    case 'txt':
      return written.replace(/^\[00:00:01\.000 --> 00:00:04\.000\] /, '').replace(/\n$/, '');
    case 'md':
      return written.replace(/^\*\*\[00:00:01\.000 → 00:00:04\.000\]\*\* /, '').replace(/\n$/, '');
    case 'csv':
      return written
        .replace(/^start,end,speaker,text\n00:00:01\.000,00:00:04\.000,/, '')
        .replace(/\n$/, '');
    case 'lrc':
      return written.replace(/^\[00:01\.00\]/, '').replace(/\n\[00:04\.00\]\n$/, '');
    case 'ass':
    case 'ssa':
      return /^Dialogue: [^,]*(?:,[^,]*){8},(.*)$/m.exec(written)?.[1] ?? '';
    case 'vtt':
      return written.replace(/^WEBVTT\n\n00:00:01\.000 --> 00:00:04\.000\n/, '').replace(/\n$/, '');
    case 'ttml':
      return /<p [^>]*>(.*)<\/p>/.exec(written)?.[1] ?? '';
  }
}

describe('a cue with two voices keeps both names', () => {
  const twoVoices = vttCue('<v Bob>First</v>\n<v Carol>Second</v>');

  it.each<[SubtitleFormat, FormatOptions, string]>([
    ['txt', {}, 'Bob: First\nCarol: Second'],
    ['txt', { timestamps: false }, 'Bob: First\nCarol: Second'],
    ['txt', { speakers: false }, 'First\nSecond'],
    ['md', {}, '**Bob:** First\\\n**Carol:** Second'],
    ['md', { plainText: true }, '**Bob:** First\\\n**Carol:** Second'],
    ['md', { speakers: false }, 'First\\\nSecond'],
    ['csv', {}, 'Bob,"First\nCarol: Second"'],
    ['csv', { speakers: false }, ',"First\nSecond"'],
    ['srt', { speakers: true }, 'Bob: First\nCarol: Second'],
    ['srt', {}, 'First\nSecond'],
    [
      'ttml',
      {},
      '<span ttm:agent="speaker1">First</span><br/><span ttm:agent="speaker2">Second</span>',
    ],
    ['ttml', { speakers: false }, 'First<br/>Second'],
    ['ttml', { plainText: true }, 'First<br/>Second'],
  ])('%s with %j', (to, options, expected) => {
    expect(body(to, twoVoices, options)).toBe(expected);
  });

  it('also when one voice starts in the middle of a line', () => {
    expect(body('txt', vttCue('<v Bob>Hi, <v Carol>hello'))).toBe('Bob: Hi,\nCarol: hello');
  });

  it('reads back from Markdown as one cue', () => {
    const back = parse(format(twoVoices, 'md'), { format: 'md' }).cues;
    expect(back).toEqual([
      { start: 1000, end: 4000, speaker: 'Bob', text: 'First\n<b>Carol:</b> Second' },
    ]);
  });

  it('reads back from TXT as one cue per voice, as TXT transcripts mean a speaker line', () => {
    const back = parse(format(twoVoices, 'txt'), { format: 'txt' }).cues;
    expect(back.map((cue) => [cue.speaker, cue.text])).toEqual([
      ['Bob', 'First'],
      ['Carol', 'Second'],
    ]);
  });
});

describe('ruby readings go in parentheses after their base where a format has no ruby', () => {
  const ruby = vttCue('<ruby>漢<rt>kan</rt>字<rt>ji</rt></ruby>です');

  it.each<[SubtitleFormat, FormatOptions]>([
    ['srt', {}],
    ['srt', { plainText: true }],
    ['txt', {}],
    ['md', {}],
    ['md', { plainText: true }],
    ['lrc', {}],
    ['csv', {}],
    ['ass', {}],
    ['ass', { plainText: true }],
    ['vtt', { plainText: true }],
    ['ttml', { plainText: true }],
  ])('%s with %j', (to, options) => {
    expect(body(to, ruby, options)).toBe(to === 'csv' ? ',漢(kan)字(ji)です' : '漢(kan)字(ji)です');
  });

  it('WebVTT, which has ruby, keeps it', () => {
    expect(body('vtt', ruby)).toBe('<ruby>漢<rt>kan</rt>字<rt>ji</rt></ruby>です');
  });

  it('TTML, which has ruby, keeps it', () => {
    expect(body('ttml', ruby)).toBe(
      '<span tts:ruby="container"><span tts:ruby="base">漢</span><span tts:ruby="text">kan</span>' +
        '<span tts:ruby="base">字</span><span tts:ruby="text">ji</span></span>です',
    );
  });
});

describe('options.plainText', () => {
  const styled = vttCue('<i>quiet</i> <b>loud</b> &amp; <c.red>red</c>');

  it.each<[SubtitleFormat, string, string]>([
    ['md', '*quiet* **loud** & red', 'quiet loud & red'],
    ['srt', '<i>quiet</i> <b>loud</b> & red', 'quiet loud & red'],
    ['vtt', '<i>quiet</i> <b>loud</b> &amp; <c.red>red</c>', 'quiet loud &amp; red'],
    ['txt', 'quiet loud & red', 'quiet loud & red'],
    ['csv', ',quiet loud & red', ',quiet loud & red'],
    ['lrc', 'quiet loud & red', 'quiet loud & red'],
    [
      'ttml',
      '<span tts:fontStyle="italic">quiet</span> <span tts:fontWeight="bold">loud</span> &amp; red',
      'quiet loud &amp; red',
    ],
  ])('%s: markup kept where the format can show it, dropped with plainText', (to, kept, plain) => {
    expect(body(to, styled)).toBe(kept);
    expect(body(to, styled, { plainText: true })).toBe(plain);
  });
});
