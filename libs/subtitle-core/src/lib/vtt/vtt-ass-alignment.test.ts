import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format } from '../core/format.js';
import { parse } from '../core/parse.js';

const ASS_STYLES =
  'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding';
const SSA_STYLES =
  'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, TertiaryColour, BackColour, Bold, Italic, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, AlphaLevel, Encoding';

function assStyle(name: string, alignment: number): string {
  return `Style: ${name},Arial,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,2,2,${alignment},10,10,10,1`;
}

function ssaStyle(name: string, alignment: number): string {
  return `Style: ${name},Arial,20,16777215,255,0,0,0,0,1,2,2,${alignment},10,10,10,0,0`;
}

/** An ASS (v4.00+) or SSA (v4.00) script with one event of `style` and `text`. */
function script(ssa: boolean, styles: string[], style: string, text: string): string {
  const event = ssa
    ? `Dialogue: Marked=0,0:00:01.00,0:00:02.00,${style},,0,0,0,,${text}`
    : `Dialogue: 0,0:00:01.00,0:00:02.00,${style},,0,0,0,,${text}`;
  return [
    '[Script Info]',
    `ScriptType: ${ssa ? 'v4.00' : 'v4.00+'}`,
    '',
    ssa ? '[V4 Styles]' : '[V4+ Styles]',
    ssa ? SSA_STYLES : ASS_STYLES,
    ...styles,
    '',
    '[Events]',
    ssa
      ? 'Format: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text'
      : 'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    event,
    '',
  ].join('\n');
}

/** The WebVTT timing line of the script's only cue. */
function vttTimingLine(text: string, ssa: boolean): string {
  const vtt = format(parse(text, { format: ssa ? 'ssa' : 'ass' }), 'vtt');
  return vtt.split('\n').find((line) => line.includes('-->')) ?? '';
}

const TIMING = '00:00:01.000 --> 00:00:02.000';

describe('ASS/SSA to WebVTT: placement', () => {
  it.each([
    ['\\an8 override', false, [assStyle('Default', 2)], 'Default', '{\\an8}Sign', ' line:0'],
    [
      '\\an7 override',
      false,
      [assStyle('Default', 2)],
      'Default',
      '{\\an7}Sign',
      ' line:0 align:left',
    ],
    ['\\an3 override', false, [assStyle('Default', 2)], 'Default', '{\\an3}Sign', ' align:right'],
    [
      '\\an5 override',
      false,
      [assStyle('Default', 2)],
      'Default',
      '{\\an5}Sign',
      ' line:50%,center',
    ],
    [
      '\\a6 (SSA numbering) in ASS',
      false,
      [assStyle('Default', 2)],
      'Default',
      '{\\a6}Sign',
      ' line:0',
    ],
    ['\\an2 override', false, [assStyle('Default', 2)], 'Default', '{\\an2}Dialogue', ''],
    ['no override, bottom style', false, [assStyle('Default', 2)], 'Default', 'Dialogue', ''],
    ['no override, top style', false, [assStyle('Sign', 8)], 'Sign', 'Sign', ' line:0'],
    [
      'no override, middle-right style',
      false,
      [assStyle('Sign', 6)],
      'Sign',
      'Sign',
      ' line:50%,center align:right',
    ],
    ['the override wins over the style', false, [assStyle('Sign', 8)], 'Sign', '{\\an2}Low', ''],
    [
      'the first override wins',
      false,
      [assStyle('Default', 2)],
      'Default',
      '{\\an8}a{\\an2}b',
      ' line:0',
    ],
    [
      'an unknown style falls back to Default',
      false,
      [assStyle('Default', 8)],
      'Nope',
      'x',
      ' line:0',
    ],
    [
      '\\pos with \\an9: the top right corner of the box at the point (no PlayRes: 384x288)',
      false,
      [assStyle('Default', 2)],
      'Default',
      '{\\pos(10,10)\\an9}x',
      ' line:3.472% position:2.604%,line-right align:right',
    ],
    [
      'an invalid \\an leaves the style',
      false,
      [assStyle('Default', 8)],
      'Default',
      '{\\an0}x',
      ' line:0',
    ],
    [
      'SSA style Alignment 6 (top centre)',
      true,
      [ssaStyle('Default', 6)],
      'Default',
      'x',
      ' line:0',
    ],
    [
      'SSA style Alignment 9 (middle left)',
      true,
      [ssaStyle('Default', 9)],
      'Default',
      'x',
      ' line:50%,center align:left',
    ],
    [
      'SSA \\a5 (top left)',
      true,
      [ssaStyle('Default', 2)],
      'Default',
      '{\\a5}x',
      ' line:0 align:left',
    ],
  ])('%s', (_what, ssa, styles, style, text, settings) => {
    expect(vttTimingLine(script(ssa, styles, style, text), ssa)).toBe(TIMING + settings);
  });

  it('keeps the settings of a WebVTT cue as they are', () => {
    const vtt = format(
      [
        {
          start: 0,
          end: 1000,
          text: 'x',
          settings: parse('WEBVTT\n\n00:00.000 --> 00:01.000 line:3\nx\n').cues[0]?.settings,
        },
      ],
      'vtt',
    );
    expect(vtt).toContain('00:00:00.000 --> 00:00:01.000 line:3\n');
  });

  it('places every event where its alignment says, as SubRip {\\anN} would be', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
        (styleAlignment, override) => {
          const tag = override === undefined ? '' : `{\\an${override}}`;
          const ass = script(false, [assStyle('Default', styleAlignment)], 'Default', `${tag}x`);
          const srt = `1\n00:00:01,000 --> 00:00:02,000\n{\\an${override ?? styleAlignment}}x\n`;
          expect(vttTimingLine(ass, false)).toBe(
            format(parse(srt, { format: 'srt' }), 'vtt').split('\n')[2],
          );
        },
      ),
    );
  });
});
