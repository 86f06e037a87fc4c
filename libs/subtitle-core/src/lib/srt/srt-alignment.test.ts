import { describe, expect, it } from 'vitest';
import { format } from '../core/format.js';
import { parse } from '../core/parse.js';
import type { Cue, FormatOptions, NumpadAlignment, VttCueSettings } from '../core/types.js';
import { defaultVttSettings } from '../vtt/vtt-settings.js';
import { formatSrt } from './srt-formatter.js';

/** The text formatSrt writes for one cue. */
function textOf(cue: Cue, options: FormatOptions = {}): string {
  const out = formatSrt([cue], options);
  return out.slice(out.indexOf('\n', out.indexOf('-->')) + 1, -2);
}

const srtCue = (alignment: NumpadAlignment, text = 'Hello', extra: Partial<Cue> = {}): Cue => ({
  start: 0,
  end: 1000,
  text,
  settings: { kind: 'srt', alignment },
  ...extra,
});

const vttCue = (settings: Partial<VttCueSettings>): Cue => ({
  start: 0,
  end: 1000,
  text: 'Hello',
  settings: { ...defaultVttSettings(), ...settings },
});

describe('formatSrt: alignment', () => {
  it.each([
    ['top centre', srtCue(8), {}, '{\\an8}Hello'],
    ['bottom left', srtCue(1), {}, '{\\an1}Hello'],
    ['the default, bottom centre, as nothing', srtCue(2), {}, 'Hello'],
    ['before markup', srtCue(9, '<i>Hi</i> &amp; bye'), {}, '{\\an9}<i>Hi</i> & bye'],
    [
      'before the speaker',
      srtCue(8, 'Hello', { speaker: 'Ann' }),
      { speakers: true },
      '{\\an8}Ann: Hello',
    ],
    ['alone for an empty text', srtCue(7, ''), {}, '{\\an7}'],
    ['not with plainText, which is text only', srtCue(8), { plainText: true }, 'Hello'],
    ['from WebVTT line:0', vttCue({ line: 0 }), {}, '{\\an8}Hello'],
    ['from WebVTT line:0 align:left', vttCue({ line: 0, align: 'left' }), {}, '{\\an7}Hello'],
    [
      'from WebVTT line:50%,center',
      vttCue({ line: 50, snapToLines: false, lineAlign: 'center' }),
      {},
      '{\\an5}Hello',
    ],
    ['not from WebVTT align:start', vttCue({ align: 'start', position: 0 }), {}, 'Hello'],
    ['not from a WebVTT line in the middle', vttCue({ line: 30, snapToLines: false }), {}, 'Hello'],
  ] as const)('writes %s', (_what, cue, options, written) => {
    expect(textOf(cue, options)).toBe(written);
  });

  it('writes a cue whose parsed text is plain with its alignment too', () => {
    const result = parse('1\n00:00:01,000 --> 00:00:02,000\n{\\an8}Top\n', { format: 'srt' });
    expect(format(result, 'srt')).toBe('1\n00:00:01,000 --> 00:00:02,000\n{\\an8}Top\n\n');
  });
});

describe('an alignment that is none, in a cue made by hand', () => {
  it.each([0, 10, 2.5, -8, Number.NaN])('%d is written as the default everywhere', (alignment) => {
    const cue = { start: 0, end: 1000, text: 'Hello', settings: { kind: 'srt', alignment } } as Cue;
    expect(format([cue], 'srt')).toBe('1\n00:00:00,000 --> 00:00:01,000\nHello\n\n');
    expect(format([cue], 'vtt')).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nHello\n');
    expect(format([cue], 'ass')).toContain(',,Hello\n');
  });
});

describe('formatSrt: ASS events', () => {
  const ass = (styles: string, events: string, scriptType = 'v4.00+'): string =>
    `[Script Info]\nScriptType: ${scriptType}\n\n${styles}\n[Events]\nFormat: Layer, Start, End, Style, Text\n${events}`;
  const V4_PLUS =
    '[V4+ Styles]\nFormat: Name, Alignment\nStyle: Default,2\nStyle: Top,8\nStyle: Left,1\n';
  const dialogue = (style: string, text: string): string =>
    `Dialogue: 0,0:00:01.00,0:00:02.00,${style},${text}\n`;

  it.each([
    ['no override, default style', dialogue('Default', 'Hi'), 'Hi'],
    ["the style's Alignment", dialogue('Top', 'Hi'), '{\\an8}Hi'],
    ["an override over the style's", dialogue('Top', '{\\an1}Hi'), '{\\an1}Hi'],
    ['an override back to the default', dialogue('Top', '{\\an2}Hi'), 'Hi'],
    ['\\a in SSA numbering', dialogue('Default', '{\\a6}Hi'), '{\\an8}Hi'],
    [
      'the first \\an, in any block',
      dialogue('Default', '{\\i1}H{\\an9}i{\\an1}'),
      '{\\an9}<i>Hi</i>',
    ],
    [
      "an invalid \\an, which leaves the style's",
      dialogue('Left', '{\\an0}{\\an8}Hi'),
      '{\\an1}Hi',
    ],
    ['the Default style for an unknown one', dialogue('Nope', 'Hi'), 'Hi'],
    ['"default" in any case', dialogue('DEFAULT', 'Hi'), 'Hi'],
  ])('takes %s', (_what, event, text) => {
    const written = format(parse(ass(V4_PLUS, event)), 'srt');
    expect(written.split('\n')[2]).toBe(text);
  });

  it('reads an SSA style Alignment in SSA numbering', () => {
    const ssa = ass(
      '[V4 Styles]\nFormat: Name, Alignment\nStyle: Default,6\n',
      dialogue('Default', 'Hi').replace('Dialogue: 0', 'Dialogue: Marked=0'),
      'v4.00',
    ).replace('Layer', 'Marked');
    expect(format(parse(ssa), 'srt')).toContain('{\\an8}Hi');
  });

  it('uses the Default style when the named one is missing', () => {
    const styles = '[V4+ Styles]\nFormat: Name, Alignment\nStyle: Default,7\n';
    expect(format(parse(ass(styles, dialogue('Nope', 'Hi'))), 'srt')).toContain('{\\an7}Hi');
  });

  it('takes the last of two styles of one name, as libass', () => {
    const styles = '[V4+ Styles]\nFormat: Name, Alignment\nStyle: Default,2\nStyle: Default,9\n';
    expect(format(parse(ass(styles, dialogue('Default', 'Hi'))), 'srt')).toContain('{\\an9}Hi');
  });

  it('knows only overrides when given cues without their styles', () => {
    const { cues } = parse(ass(V4_PLUS, dialogue('Top', 'Hi') + dialogue('Top', '{\\an3}Hi')));
    expect(format(cues, 'srt')).toBe(
      '1\n00:00:01,000 --> 00:00:02,000\nHi\n\n2\n00:00:01,000 --> 00:00:02,000\n{\\an3}Hi\n\n',
    );
  });
});
