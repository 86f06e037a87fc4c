// The lines of an ASS/SSA script that are neither styles nor cues (';' comments, Picture, Sound,
// Movie and Command events) and the order of its sections: kept by parseAss, written back in
// place by formatAss.
import { describe, expect, it } from 'vitest';
import { readAss, writeAss } from '../../../test/support/read-write-ass.js';
import { format } from '../core/format.js';
import type { Cue, SubtitleHeader } from '../core/types.js';
import { shift } from '../edit/shift.js';
import { formatAss } from './ass-formatter.js';

const ASS_INFO = '[Script Info]\nScriptType: v4.00+\n';
const SSA_INFO = '[Script Info]\nScriptType: v4.00\n';
const ASS_STYLES_FORMAT = 'Format: Name, Fontname, Fontsize';
const ASS_EVENTS_FORMAT =
  'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text';
const SSA_EVENTS_FORMAT =
  'Format: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text';

function dialogue(text: string, start = 1): string {
  return `Dialogue: 0,0:00:0${start}.00,0:00:0${start + 1}.00,Default,,0,0,0,,${text}`;
}

const ASS_STYLES = `[V4+ Styles]\n${ASS_STYLES_FORMAT}\nStyle: Default,Arial,20\nStyle: Sign,Georgia,30\n`;
const ASS_EVENTS = `[Events]\n${ASS_EVENTS_FORMAT}\n${dialogue('One')}\n${dialogue('Two', 3)}\n`;

describe('parseAss keeps the lines that are neither styles nor cues', () => {
  it.each<[string, string, Partial<SubtitleHeader>]>([
    [
      'a comment between two styles',
      `[V4+ Styles]\n${ASS_STYLES_FORMAT}\nStyle: A,Arial,20\n; between\nStyle: B,Arial,20\n`,
      { styleLines: [{ before: 1, line: '; between' }] },
    ],
    [
      'comments above the styles Format line, before the first style and after the last',
      `[V4+ Styles]\n;above\n${ASS_STYLES_FORMAT}\n; first\nStyle: A,Arial,20\n  ; last, indented\n`,
      {
        styleLines: [
          { before: -1, line: ';above' },
          { before: 0, line: '; first' },
          { before: 1, line: '  ; last, indented' },
        ],
      },
    ],
    [
      'comments among events, above the Format line and at the end',
      `[Events]\n; above\n${ASS_EVENTS_FORMAT}\n; first\n${dialogue('One')}\n;\n${dialogue('Two')}\n; end\n`,
      {
        eventLines: [
          { before: -1, line: '; above' },
          { before: 0, line: '; first' },
          { before: 1, line: ';' },
          { before: 2, line: '; end' },
        ],
      },
    ],
    [
      'Picture, Sound, Movie and Command events',
      `[Events]\n${SSA_EVENTS_FORMAT}\nPicture: Marked=0,0:00:01.00,0:00:02.00,Default,,0,0,0,,a.bmp\nDialogue: Marked=0,0:00:01.00,0:00:02.00,Default,,0,0,0,,x\nSound: Marked=0,0:00:01.00,0:00:02.00,Default,,0,0,0,,a.wav\nMovie: Marked=0,0:00:01.00,0:00:02.00,Default,,0,0,0,,a.avi\nCommand: Marked=0,0:00:01.00,0:00:02.00,Default,,0,0,0,,SSA:Pause\n`,
      {
        eventLines: [
          { before: 0, line: 'Picture: Marked=0,0:00:01.00,0:00:02.00,Default,,0,0,0,,a.bmp' },
          { before: 1, line: 'Sound: Marked=0,0:00:01.00,0:00:02.00,Default,,0,0,0,,a.wav' },
          { before: 1, line: 'Movie: Marked=0,0:00:01.00,0:00:02.00,Default,,0,0,0,,a.avi' },
          { before: 1, line: 'Command: Marked=0,0:00:01.00,0:00:02.00,Default,,0,0,0,,SSA:Pause' },
        ],
      },
    ],
    [
      'a comment of a second [Events] section, after the events of the first',
      `[Events]\n${ASS_EVENTS_FORMAT}\n${dialogue('One')}\n[Events]\n; second\n${dialogue('Two')}\n`,
      { eventLines: [{ before: 1, line: '; second' }], sectionOrder: ['Events', 'Events'] },
    ],
  ])('%s', (_label, script, expected) => {
    const result = readAss(script);
    expect(result.errors).toEqual([]);
    expect(result.header).toMatchObject(expected);
  });

  it('keeps the section names in file order, as written', () => {
    const result = readAss(`[events]\n${ASS_EVENTS_FORMAT}\n[Fonts]\n[V4 Styles]\n[Script Info]\n`);
    expect(result.header?.sectionOrder).toEqual(['events', 'Fonts', 'V4 Styles', 'Script Info']);
  });

  it('still reports lines that are neither comments nor known lines, and drops them', () => {
    const result = readAss(
      `[V4+ Styles]\n${ASS_STYLES_FORMAT}\n! a note\n[Events]\n${ASS_EVENTS_FORMAT}\nKaraoke: x\npicture: lower case\n`,
    );
    expect(result.errors.map((error) => `${error.code}@${error.line}`)).toEqual([
      'skipped-line@3',
      'skipped-line@6',
      'skipped-line@7',
    ]);
    expect(result.header?.styleLines).toBeUndefined();
    expect(result.header?.eventLines).toBeUndefined();
  });

  it('adds nothing to a script without such lines', () => {
    const header = readAss(ASS_INFO + '\n' + ASS_STYLES + '\n' + ASS_EVENTS).header;
    expect(header?.styleLines).toBeUndefined();
    expect(header?.eventLines).toBeUndefined();
  });
});

describe('ass -> parse -> format -> ass gives them back in place', () => {
  it.each([
    [
      'comments among styles and events',
      `${ASS_INFO}\n[V4+ Styles]\n; above\n${ASS_STYLES_FORMAT}\n; Default\nStyle: Default,Arial,20\n; Sign\nStyle: Sign,Georgia,30\n; end of styles\n\n[Events]\n; above\n${ASS_EVENTS_FORMAT}\n; One\n${dialogue('One')}\n; Two\n${dialogue('Two', 3)}\n; end of events\n`,
    ],
    [
      'other event lines among comments and Comment events',
      `${ASS_INFO}\n${ASS_STYLES}\n[Events]\n${ASS_EVENTS_FORMAT}\nPicture: 0,0:00:00.00,0:00:05.00,Default,,0,0,0,,logo.bmp\nComment: 0,0:00:00.00,0:00:05.00,Default,,0,0,0,template,note\n; a note\nSound: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,a.wav\n${dialogue('One')}\nMovie: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,a.avi\nCommand: 0,0:00:04.00,0:00:05.00,Default,,0,0,0,,SSA:Pause\n`,
    ],
    ['[Events] before [V4+ Styles]', `${ASS_INFO}\n${ASS_EVENTS}\n${ASS_STYLES}`],
    [
      '[Fonts] and [Graphics] after [Events]',
      `${ASS_INFO}\n${ASS_STYLES}\n${ASS_EVENTS}\n[Fonts]\nfontname: a.ttf\nM0123\n\n[Graphics]\nfilename: b.png\nN4567\n`,
    ],
    [
      '[Script Info] last, [Aegisub Project Garbage] after [Events]',
      `${ASS_EVENTS}\n${ASS_STYLES}\n[Aegisub Project Garbage]\nActive Line: 1\n\n${ASS_INFO}`,
    ],
    [
      'an SSA v4.00 script, events first, with comments and a Picture',
      `${SSA_INFO}\n[Events]\n${SSA_EVENTS_FORMAT}\n; first\nDialogue: Marked=0,0:00:01.00,0:00:02.00,Default,,0,0,0,,x\nPicture: Marked=0,0:00:01.00,0:00:02.00,Default,,0,0,0,,a.bmp\n\n[Unknown]\nanything\n\n[V4 Styles]\nFormat: Name, Fontname, Fontsize, TertiaryColour\n; only style\nStyle: Default,Arial,20,&H00000000\n`,
    ],
  ])('%s', (_label, script) => {
    const result = readAss(script);
    expect(result.errors).toEqual([]);
    expect(writeAss(result)).toBe(script);
  });

  it('keeps them in place converting SSA to ASS (the lines themselves as written)', () => {
    const ssa = `${SSA_INFO}\n[V4 Styles]\nFormat: Name, Fontname, Alignment\n; top right\nStyle: A,Arial,7\n\n[Events]\n${SSA_EVENTS_FORMAT}\n; x\nDialogue: Marked=0,0:00:01.00,0:00:02.00,A,,0,0,0,,x\n`;
    const ass = writeAss(readAss(ssa), 'ass');
    expect(ass).toContain('\n; top right\nStyle: A,Arial,');
    expect(ass).toContain(`\n${ASS_EVENTS_FORMAT}\n; x\nDialogue: 0,0:00:01.00,`);
  });

  it.each(['srt', 'vtt', 'txt', 'md', 'csv', 'lrc'] as const)('%s leaves them out', (to) => {
    const result = readAss(
      `${ASS_INFO}\n[Events]\n${ASS_EVENTS_FORMAT}\n; secret note\nPicture: 0,0:00:00.00,0:00:05.00,Default,,0,0,0,,logo.bmp\n${dialogue('Shown')}\n`,
    );
    const written = format(result, to);
    expect(written).toContain('Shown');
    expect(written).not.toMatch(/secret|logo/);
  });
});

const EDITED = `${ASS_INFO}\n[V4+ Styles]\n${ASS_STYLES_FORMAT}\nStyle: Default,Arial,20\n; before Sign\nStyle: Sign,Georgia,30\n\n[Events]\n${ASS_EVENTS_FORMAT}\n; before A\n${dialogue('A')}\n; before B\n${dialogue('B', 2)}\n${dialogue('C', 3)}\n; after C\n`;

/** The event section's lines after Format, each cue by its text. */
function eventOrder(output: string): string[] {
  const lines = output.slice(output.indexOf(ASS_EVENTS_FORMAT)).split('\n').slice(1, -1);
  return lines.map((line) =>
    line.startsWith('Dialogue: ') ? (line.split(',').at(-1) ?? '') : line,
  );
}

function copy(cue: Cue, changes: Partial<Cue> = {}): Cue {
  return { ...cue, ...changes };
}

describe('edited cues keep their comments', () => {
  it.each<[string, (cues: Cue[]) => Cue[], string[]]>([
    ['unchanged', (cues) => cues, ['; before A', 'A', '; before B', 'B', 'C', '; after C']],
    [
      'a cue removed: its comment goes before the next cue',
      (cues) => cues.filter((cue) => cue.text !== 'B'),
      ['; before A', 'A', '; before B', 'C', '; after C'],
    ],
    [
      'a cue inserted first: comments stay with their cues',
      (cues) => [{ start: 0, end: 500, text: 'X' }, ...cues],
      ['X', '; before A', 'A', '; before B', 'B', 'C', '; after C'],
    ],
    [
      'a cue added last: the last comment stays after the cue it followed',
      (cues) => [...cues, { start: 9000, end: 9500, text: 'Z' }],
      ['; before A', 'A', '; before B', 'B', 'C', '; after C', 'Z'],
    ],
    [
      'cues reversed: each comment follows its cue',
      (cues) => [...cues].reverse(),
      ['C', '; before B', '; after C', 'B', '; before A', 'A'],
    ],
    [
      'a cue replaced by an edited copy: its comment keeps its place',
      (cues) => cues.map((cue) => (cue.text === 'B' ? copy(cue, { text: 'B2' }) : cue)),
      ['; before A', 'A', '; before B', 'B2', 'C', '; after C'],
    ],
    [
      'every cue copied (shift): the indexes are used as they are',
      (cues) => shift(cues, 0),
      ['; before A', 'A', '; before B', 'B', 'C', '; after C'],
    ],
    [
      'the parsed array changed in place: the parse is remembered from a copy',
      (cues) => {
        cues.splice(0, 1);
        return cues;
      },
      ['; before A', '; before B', 'B', 'C', '; after C'],
    ],
    ['every cue removed', () => [], ['; before A', '; before B', '; after C']],
  ])('%s', (_label, edit, expected) => {
    const result = readAss(EDITED);
    const output = formatAss(
      edit(result.cues),
      { header: result.header, styles: result.styles },
      'ass',
    );
    expect(eventOrder(output)).toEqual(expected);
  });

  it('counts indexes in the cues given when the header is a deep copy (no memory of the parse)', () => {
    const result = readAss(EDITED);
    const header = JSON.parse(JSON.stringify(result.header)) as SubtitleHeader;
    const cues = [{ start: 0, end: 500, text: 'X' }, ...result.cues];
    const output = formatAss(cues, { header, styles: result.styles }, 'ass');
    expect(eventOrder(output)).toEqual([
      '; before A',
      'X',
      '; before B',
      'A',
      'B',
      '; after C',
      'C',
    ]);
  });

  it('a style comment follows its style when styles are removed', () => {
    const result = readAss(EDITED);
    const styles = (result.styles ?? []).filter((style) => style.name !== 'Default');
    const output = formatAss(result.cues, { header: result.header, styles }, 'ass');
    expect(output).toContain(`${ASS_STYLES_FORMAT}\n; before Sign\nStyle: Sign,`);
  });
});

describe('lines in a header made by hand', () => {
  const cues: Cue[] = [
    { start: 0, end: 1000, text: 'A' },
    { start: 1000, end: 2000, text: 'B' },
  ];

  it.each<[string, number, string[]]>([
    ['-1: above the Format line', -1, ['; x', 'Format', 'A', 'B']],
    ['below -1: above the Format line', -5, ['; x', 'Format', 'A', 'B']],
    ['0: before the first cue', 0, ['Format', '; x', 'A', 'B']],
    ['NaN: as 0', Number.NaN, ['Format', '; x', 'A', 'B']],
    ['a fraction: its whole part', 1.7, ['Format', 'A', '; x', 'B']],
    ['past the end: after the last cue', 99, ['Format', 'A', 'B', '; x']],
    ['Infinity: after the last cue', Number.POSITIVE_INFINITY, ['Format', 'A', 'B', '; x']],
  ])('%s', (_label, before, expected) => {
    const output = formatAss(cues, { header: { eventLines: [{ before, line: '; x' }] } }, 'ass');
    const body = output
      .slice(output.indexOf('[Events]\n') + 9)
      .split('\n')
      .slice(0, -1);
    expect(
      body.map((line) =>
        line.startsWith('Format:')
          ? 'Format'
          : line.startsWith('Dialogue:')
            ? line.slice(-1)
            : line,
      ),
    ).toEqual(expected);
  });

  it('writes a line that holds a line break on one line', () => {
    const output = formatAss(
      cues,
      { header: { eventLines: [{ before: 0, line: '; a\nb' }] } },
      'ass',
    );
    expect(output).toContain('\n; a b\nDialogue: ');
  });

  it('places a style comment before the default style written for cues from elsewhere', () => {
    const header: SubtitleHeader = { styleLines: [{ before: 0, line: '; the default' }] };
    const output = formatAss(cues, { header }, 'ass');
    expect(output).toMatch(/\nFormat: Name, [^\n]+\n; the default\nStyle: Default,Arial,/);
  });

  it('writes a section the order does not name where it goes by default', () => {
    const header: SubtitleHeader = {
      sectionOrder: ['Events', 'Script Info'],
      styleFormat: ['Name'],
    };
    const output = formatAss(cues, { header, styles: [{ name: 'S', fields: {} }] }, 'ass');
    expect(output.indexOf('[V4+ Styles]')).toBeLessThan(output.indexOf('[Events]'));
    expect(output.indexOf('[Events]')).toBeLessThan(output.indexOf('[Script Info]'));
  });
});
