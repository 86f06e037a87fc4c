import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeTags } from '../core/markup.js';
import { format } from '../core/format.js';
import { parse } from '../core/parse.js';
import { cuesWithStyleMarkup } from './ass-styled-text.js';
import { readFixture } from '../../../test/support/fixtures.js';

const STYLE_FORMAT =
  'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding';

/** A style line with these Bold, Italic and Underline columns. */
function style(name: string, bold: string, italic: string, underline: string): string {
  return `Style: ${name},Arial,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,${bold},${italic},${underline},0,100,100,0,0,1,2,2,2,10,10,10,1`;
}

/** A script with the styles Italic (italic), Bold (bold), Plain and Default (neither), and one event. */
function script(styleName: string, text: string): string {
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    '',
    '[V4+ Styles]',
    STYLE_FORMAT,
    style('Default', '0', '0', '0'),
    style('Italic', '0', '-1', '0'),
    style('Bold', '-1', '0', '0'),
    style('Under', '0', '0', '-1'),
    style('Heavy', '700', '0', '0'),
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    `Dialogue: 0,0:00:01.00,0:00:02.00,${styleName},,0,0,0,,${text}`,
    '',
  ].join('\n');
}

/** The text of the only cue of the SRT that the script becomes. */
function srtText(text: string): string {
  return format(parse(text), 'srt').split('\n').slice(2, -2).join('\n');
}

describe('ASS style italic, bold and underline as SRT and WebVTT markup', () => {
  it.each([
    ['an italic style', 'Italic', 'Words', '<i>Words</i>'],
    ['a bold style', 'Bold', 'Words', '<b>Words</b>'],
    ['an underlined style', 'Under', 'Words', '<u>Words</u>'],
    ['a bold weight (700)', 'Heavy', 'Words', '<b>Words</b>'],
    ['a plain style', 'Default', 'Words', 'Words'],
    ['{\\i0} ends the style italics', 'Italic', 'Up{\\i0}right', '<i>Up</i>right'],
    ['{\\i} goes back to the style', 'Italic', 'a{\\i0}b{\\i}c', '<i>a</i>b<i>c</i>'],
    ['{\\r} goes back to the style', 'Italic', 'a{\\i0\\b1}b{\\r}c', '<i>a</i><b>b</b><i>c</i>'],
    ['{\\rBold} takes that style', 'Italic', 'a{\\rBold}b', '<i>a</i><b>b</b>'],
    [
      '{\\rNope} (no such style) is the own style',
      'Italic',
      'a{\\i0}b{\\rNope}c',
      '<i>a</i>b<i>c</i>',
    ],
    ['{\\rItalic} in a plain style', 'Default', 'a{\\rItalic}b{\\r}c', 'a<i>b</i>c'],
    ['inline bold inside the style italics', 'Italic', 'a{\\b1}b', '<i>a<b>b</b></i>'],
    ['a line break', 'Italic', 'one\\Ntwo', '<i>one\ntwo</i>'],
    ['an unknown style is Default', 'Nope', 'Words', 'Words'],
  ])('%s', (_what, styleName, text, expected) => {
    const file = script(styleName, text);
    expect(srtText(file)).toBe(expected);
    expect(format(parse(file), 'vtt')).toContain(`\n${expected}\n`);
  });

  it('wraps an edited text whole in the style', () => {
    const result = parse(script('Italic', 'Up{\\i0}right'));
    const cue = result.cues[0];
    if (cue === undefined) throw new Error('no cue');
    result.cues = [{ ...cue, text: 'Edited <b>text</b>' }];
    expect(format(result, 'srt')).toContain('\n<i>Edited <b>text</b></i>\n');
  });

  it('writes no markup with plainText, and the ASS text unchanged as ASS', () => {
    const file = script('Italic', 'Up{\\i0}right');
    expect(format(parse(file), 'srt', { plainText: true })).toContain('\nUpright\n');
    expect(format(parse(file), 'ass')).toBe(file);
  });

  it('needs the styles: cues alone know no style', () => {
    expect(format(parse(script('Italic', 'Words')).cues, 'srt')).toContain('\nWords\n');
  });
});

describe('androidx-media (ExoPlayer) style files', () => {
  it.each([
    [
      'androidx-media/ssa/style_bold_italic',
      [
        '<b>First line with Bold.</b>',
        '<i>Second line with Italic.</i>',
        '<i><b>Third line with Bold Italic.</b></i>',
      ],
    ],
    [
      'androidx-media/ssa/style_underline',
      ['<u>First line with Underline.</u>', 'Second line without Underline.'],
    ],
  ])('%s: the spans ExoPlayer expects, as markup', (path, texts) => {
    const result = parse(readFixture(path));
    const srt = format(result, 'srt');
    const vtt = format(result, 'vtt');
    for (const text of texts) {
      expect(srt).toContain(`\n${text}\n`);
      expect(vtt).toContain(`\n${text}\n`);
    }
  });

  it('Aegisub ass-format-tests.ass: \\r after \\b1 goes back to the plain Default style', () => {
    const srt = format(parse(readFixture('aegisub/ass-format-tests.ass')), 'srt');
    expect(srt).toContain('Normal, <b>Boldface</b>');
  });
});

describe('style markup properties', () => {
  const pieces = fc.constantFrom(
    'word ',
    'é',
    '{\\i0}',
    '{\\i1}',
    '{\\i}',
    '{\\b1}',
    '{\\b0}',
    '{\\u1}',
    '{\\r}',
    '{\\rBold}',
    '{\\rItalic}',
    '\\N',
    '{\\an8}',
  );
  const styles = fc.constantFrom('Default', 'Italic', 'Bold', 'Under', 'Heavy');

  it('adds markup only: the text a viewer reads is the same, and every tag is closed', () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), styles, (parts, styleName) => {
        const raw = parts.join('') || 'x';
        const result = parse(script(styleName, raw));
        // The alignment is written apart, before the text.
        const written = srtText(script(styleName, raw)).replace(/^\{\\an\d\}/, '');
        // SRT drops blank lines, which would end the cue: the words are compared.
        const words = (text: string): string => removeTags(text).replace(/\s+/g, ' ').trim();
        expect(words(written)).toBe(words(result.cues[0]?.text ?? ''));
        for (const tag of ['i', 'b', 'u']) {
          expect(written.split(`<${tag}>`).length).toBe(written.split(`</${tag}>`).length);
        }
      }),
    );
  });
});

describe('cuesWithStyleMarkup', () => {
  it.each([
    ['an italic style', 'Italic', 'Words', '<i>Words</i>'],
    ['a bold style', 'Bold', 'Words', '<b>Words</b>'],
    ['{\\r} back to the bold style', 'Bold', 'a{\\b0}b{\\r}c', '<b>a</b>b<b>c</b>'],
    ['a plain style', 'Default', 'Words', 'Words'],
  ])('gives the text %s draws, as SRT is written', (_name, styleName, text, expected) => {
    const file = parse(script(styleName, text));
    const [cue] = cuesWithStyleMarkup(file);
    expect(cue?.text).toBe(expected);
    expect(cue?.text).toBe(srtText(script(styleName, text)));
  });

  it('keeps everything else of the cue, and leaves the parse result as it was', () => {
    const file = parse(script('Italic', 'Words'));
    const before = structuredClone(file);
    const [cue] = cuesWithStyleMarkup(file);
    expect({ ...cue, text: 'Words' }).toEqual(file.cues[0]);
    expect(file).toEqual(before);
  });

  it('returns the cues of a file without styles as they are', () => {
    const file = parse('1\n00:00:01,000 --> 00:00:02,000\n<i>Hi</i> there\n');
    expect(cuesWithStyleMarkup(file)).toEqual(file.cues);
    expect(cuesWithStyleMarkup(file)[0]).toBe(file.cues[0]);
  });
});
