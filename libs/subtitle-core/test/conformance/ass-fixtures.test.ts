import { describe, expect, it } from 'vitest';
import { normalizeInput } from '../../src/lib/core/text-input.js';
import type { AssStyle, Cue, ParseResult } from '../../src/lib/core/types.js';
import { errorCodes } from '../support/error-codes.js';
import { fixtureFiles, readFixture } from '../support/fixtures.js';
import { readAss, writeAss } from '../support/read-write-ass.js';

/** Fixture text as parse() would hand it to parseAss: decoded, BOM dropped, LF line endings. */
function fixture(path: string): string {
  return normalizeInput(readFixture(path));
}

const ALL_FILES = [
  ...fixtureFiles('aegisub/', (name) => name.endsWith('.ass')),
  ...fixtureFiles('pysubs2/', (name) => name.endsWith('.ass')),
  ...fixtureFiles('go-astisub/', (name) => name.endsWith('.ssa')),
  ...fixtureFiles('androidx-media/ssa/'),
];

const TIMES_WITH_A_COLON =
  'times written h:mm:ss:cc, which libass cannot read, are written h:mm:ss.cc';

/**
 * Files format(parse(file)) cannot reproduce byte for byte, and why. Every other fixture must
 * come back exactly. These must still read back to the same cues, styles and header.
 */
const NOT_EXACT: Record<string, string> = {
  'aegisub/kara-templater-retime.ass':
    'no newline at the end of the file; every written line ends with one',
  'go-astisub/example-in-carriage-return.ssa':
    'two blank lines between sections; sections are written one blank line apart',
  'go-astisub/example-in.ssa':
    '"Not understood line" lines in styles and events are skipped; no final newline',
  'androidx-media/ssa/empty_style_line':
    'the [Events] Format line is padded with spaces; Format lines are written "A, B, C"',
  'androidx-media/ssa/invalid_positioning':
    'a "! ..." note line in the styles section is not a style; it is skipped',
  'androidx-media/ssa/positioning':
    'a "! ..." note line in the styles section is not a style; it is skipped',
  'androidx-media/ssa/invalid_timecodes':
    'events whose times cannot be read are dropped; a trailing blank line',
  'androidx-media/ssa/style_bold_italic':
    'Format and Style columns padded with spaces (values are read trimmed)',
  'androidx-media/ssa/style_font_size': 'padded columns; three blank lines between sections',
  'androidx-media/ssa/style_outline_color': 'padded columns; two blank lines between sections',
  'androidx-media/ssa/style_primary_color': 'padded columns; two blank lines between sections',
  'androidx-media/ssa/style_strikeout': 'padded columns',
  'androidx-media/ssa/style_underline': 'padded columns',
  'androidx-media/ssa/layer': TIMES_WITH_A_COLON,
  'androidx-media/ssa/typical': TIMES_WITH_A_COLON,
  'androidx-media/ssa/typical_utf16be': TIMES_WITH_A_COLON,
  'androidx-media/ssa/typical_utf16le': TIMES_WITH_A_COLON,
};

/**
 * Pieces of a script rather than scripts (ExoPlayer gets them from Matroska): writing them gives
 * a complete script, with the [Script Info], styles or [Events] they lack.
 */
const FRAGMENTS: Record<string, string> = {
  'androidx-media/ssa/empty': 'an empty file',
  'androidx-media/ssa/typical_dialogue': 'Dialogue lines only, no section and no Format line',
  'androidx-media/ssa/typical_format': 'a Format line only',
  'androidx-media/ssa/typical_header': 'no [Events] section',
};

describe('every ASS/SSA fixture', () => {
  it('is listed', () => {
    expect(ALL_FILES.length).toBeGreaterThanOrEqual(34);
    for (const path of [...Object.keys(NOT_EXACT), ...Object.keys(FRAGMENTS)])
      expect(ALL_FILES).toContain(path);
  });

  describe.each(ALL_FILES)('%s', (path) => {
    const text = fixture(path);

    it('parses and formats without throwing', () => {
      expect(() => writeAss(readAss(text))).not.toThrow();
    });

    if (FRAGMENTS[path] === undefined && NOT_EXACT[path] === undefined) {
      it('is written back exactly', () => {
        expect(writeAss(readAss(text))).toBe(text);
      });
    }

    if (FRAGMENTS[path] === undefined) {
      it('reads back to the same cues, styles, header and sections', () => {
        const first = readAss(text);
        const second = readAss(writeAss(first));
        expect(second.format).toBe(first.format);
        expect(second.cues).toEqual(first.cues.map(withoutOriginalTimes));
        expect(second.styles).toEqual(first.styles);
        expect(second.header).toEqual(first.header);
      });
    } else {
      it(`is written as a complete script (${FRAGMENTS[path]})`, () => {
        const written = writeAss(readAss(text));
        expect(written).toMatch(/^\[Script Info\]\n/);
        expect(written).toContain('\n[Events]\nFormat: ');
        expect(readAss(written).errors).toEqual([]);
      });
    }

    it('is a fixpoint once written: format(parse(output)) is the output', () => {
      const once = writeAss(readAss(text));
      expect(writeAss(readAss(once))).toBe(once);
    });
  });
});

function cueFacts(cues: readonly Cue[]): Array<[number, number, string]> {
  return cues.map((cue) => [cue.start, cue.end, cue.text]);
}

function layers(cues: readonly Cue[]): number[] {
  return cues.map((cue) => (cue.settings?.kind === 'ass' ? cue.settings.layer : Number.NaN));
}

function raws(cues: readonly Cue[]): string[] {
  return cues.map((cue) => (cue.settings?.kind === 'ass' ? cue.settings.raw : ''));
}

const TYPICAL_CUES: Array<[number, number, string]> = [
  [0, 1230, 'This is the first subtitle.'],
  // ExoPlayer reads \n as a line break; libass, as the script has no WrapStyle 2, as a space.
  [2340, 3450, 'This is the second subtitle  with a newline \nand another.'],
  [4560, 8900, 'This is the third subtitle, with a comma.'],
];

// The expectations of androidx/media's SsaParserTest, as far as they concern reading the file.
describe('androidx-media SSA files', () => {
  const ssa = (name: string): ParseResult => readAss(fixture(`androidx-media/ssa/${name}`));

  it('empty: no cues, no errors', () => {
    const result = ssa('empty');
    expect(result.cues).toEqual([]);
    expect(result.errors).toEqual([]);
  });

  it.each(['typical', 'typical_utf16le', 'typical_utf16be'])(
    '%s: three cues, override blocks removed',
    (name) => {
      const result = ssa(name);
      expect(cueFacts(result.cues)).toEqual(TYPICAL_CUES);
      expect(result.cues.map((cue) => [cue.speaker, cue.style])).toEqual([
        ['Olly', 'Default'],
        ['Olly', 'Default'],
        ['Olly', 'Default'],
      ]);
      expect(result.styles?.map((style) => [style.name, style.fields['Alignment']])).toEqual([
        ['Default', '2'],
      ]);
      expect(result.errors).toEqual([]);
    },
  );

  it('typical_header + typical_format + typical_dialogue read as the typical file', () => {
    const pieces = `${fixture('androidx-media/ssa/typical_header')}\n[Events]\n${fixture('androidx-media/ssa/typical_format')}${fixture('androidx-media/ssa/typical_dialogue')}`;
    const result = readAss(pieces);
    expect(cueFacts(result.cues)).toEqual(TYPICAL_CUES);
    expect(result.errors).toEqual([]);
  });

  it('typical_dialogue alone: no Format line to read it with, and the problems are reported', () => {
    const result = ssa('typical_dialogue');
    expect(result.cues).toEqual([]);
    expect(errorCodes(result).slice(0, 2)).toEqual(['bad-section@1', 'bad-format-line@1']);
  });

  it('empty_style_line: a style with a name only', () => {
    const result = ssa('empty_style_line');
    expect(result.styles).toEqual([{ name: 'Empty', fields: {} }]);
    expect(result.cues.map((cue) => [cue.start, cue.end, cue.style, cue.text])).toEqual([
      [1000, 3000, 'Empty', 'First line.'],
    ]);
  });

  it('invalid_timecodes: the events with unreadable times are skipped and reported', () => {
    const result = ssa('invalid_timecodes');
    const shown = result.cues.filter((cue) => cue.end > cue.start);
    expect(cueFacts(shown)).toEqual([
      [4560, 8900, 'This is the third subtitle, with a comma.'],
      [16_560, 17_900, 'This is the last subtitle.'],
    ]);
    expect(errorCodes(result)).toEqual([
      'bad-timestamp@10',
      'bad-timestamp@11',
      'bad-timestamp@13',
      'bad-timestamp@14',
      'end-before-start@16',
    ]);
  });

  it('invalid_layer: unreadable layers are 0 and reported', () => {
    const result = ssa('invalid_layer');
    expect(layers(result.cues)).toEqual([0, 0, 0]);
    expect(result.cues.map((cue) => cue.text)).toEqual([
      'Blank layer.',
      'Non-numeric layer.',
      'Non-integer layer.',
    ]);
    expect(errorCodes(result)).toEqual(['bad-field@6', 'bad-field@7', 'bad-field@8']);
  });

  it('layer: positive and negative layers', () => {
    const result = ssa('layer');
    expect(layers(result.cues)).toEqual([1, -1]);
    expect(cueFacts(result.cues)).toEqual([
      [2340, 3450, 'Layer positive.'],
      [13_560, 15_900, 'Layer negative.'],
    ]);
  });

  it('overlapping_cues_different_layers: both cues on their layers', () => {
    const result = ssa('overlapping_cues_different_layers');
    expect(layers(result.cues)).toEqual([2, 1]);
    expect(result.cues.map((cue) => [cue.start, cue.end])).toEqual([
      [1000, 4230],
      [2000, 5230],
    ]);
  });

  it('overlapping_timecodes: every cue, in file order, with its times', () => {
    expect(
      ssa('overlapping_timecodes').cues.map((cue) => [
        cue.start,
        cue.end,
        cue.text.split(' - ')[0],
      ]),
    ).toEqual([
      [1000, 4230, 'First subtitle'],
      [2000, 5230, 'Second subtitle'],
      [8440, 9440, 'Fourth subtitle'],
      [6000, 8440, 'Third subtitle'],
      [8440, 9440, 'Fifth subtitle'],
      [10_720, 15_650, 'Sixth subtitle'],
      [13_220, 14_220, 'Seventh subtitle'],
    ]);
  });

  it('positioning: position tags stay in the raw text, out of the cue text', () => {
    const result = ssa('positioning');
    expect(result.header?.scriptInfo).toContainEqual(['PlayResY', '202']);
    expect(raws(result.cues).map((raw) => /\\(?:pos|move)\([^)]*\)/.exec(raw)?.[0])).toEqual([
      '\\pos(150,50.5)',
      '\\pos(75,50.5)',
      '\\pos(150,100)',
      '\\move(150,100,150,50.5)',
      '\\pos( 150, 101 )',
      '\\pos(150,101)',
    ]);
    expect(result.cues.map((cue) => cue.text)).toEqual([
      'First subtitle.',
      'Second subtitle.',
      'Third subtitle, (only last counts).',
      'Fourth subtitle.',
      'Fifth subtitle (alignment override, spaces around pos arguments).',
      'Sixth subtitle (multiple overrides in same braces).',
    ]);
    expect(result.styles?.[0]?.fields['Alignment']).toBe('4');
  });

  it('invalid_positioning: odd tags are kept raw; a backslash outside braces is text', () => {
    const result = ssa('invalid_positioning');
    expect(raws(result.cues)[2]).toContain('{\\an11}');
    expect(result.cues.map((cue) => [cue.start, cue.end])).toEqual([
      [0, 1230],
      [2340, 3450],
      [4560, 8900],
      [9560, 12_900],
    ]);
    expect(result.cues[3]?.text).toBe('\\pos(150,100) Fourth subtitle (no braces).');
    expect(errorCodes(result)).toEqual(['skipped-line@7']);
  });

  it('positioning_without_playres: the header says what it has', () => {
    const result = ssa('positioning_without_playres');
    expect(result.header?.scriptInfo).toEqual([
      ['Title', 'SomeTitle'],
      ['PlayResX', '300'],
    ]);
    expect(raws(result.cues)).toEqual(['{\\pos(150,50)}First subtitle.']);
  });

  it.each([
    [
      'style_primary_color',
      'PrimaryColour',
      ['&H000000FF', '&H0000FFFF', '&HFF00', '&HA00000FF', '16711680', '2164195328', 'blue'],
      7,
    ],
    ['style_outline_color', 'OutlineColour', ['&H00FF0000', '&H00FF0000'], 2],
    ['style_font_size', 'Fontsize', ['30', '72.2'], 2],
    ['style_bold_italic', 'Bold', ['-1', '0', '1'], 3],
    ['style_bold_italic', 'Italic', ['0', '-1', '1'], 3],
    ['style_underline', 'Underline', ['-1', '0'], 2],
    ['style_strikeout', 'Strikeout', ['-1', '0'], 2],
  ])('%s: the %s of each style', (name, column, values, cueCount) => {
    const result = ssa(name);
    expect(result.styles?.map((style) => style.fields[column])).toEqual(values);
    expect(result.cues).toHaveLength(cueCount);
    expect(result.errors).toEqual([]);
    // Each cue names a style of the file (the last colour cue names one that does not exist).
    const names = new Set(result.styles?.map((style) => style.name));
    const unknown = result.cues
      .filter((cue) => !names.has(cue.style ?? ''))
      .map((cue) => cue.style);
    expect(unknown).toEqual(name === 'style_primary_color' ? ['PrimaryColourInvalid'] : []);
  });
});

// astisub's outputs restate its inputs in other notations; compare what they mean.
function styleMeaning(
  style: AssStyle,
  skip: readonly string[] = [],
): Record<string, string | number> {
  const meaning: Record<string, string | number> = { name: style.name };
  for (const [column, value] of Object.entries(style.fields)) {
    let key = column.toLowerCase();
    if (key === 'tertiarycolour') key = 'outlinecolour';
    if (skip.includes(key)) continue;
    if (key.endsWith('colour')) {
      meaning[key] = value.startsWith('&H')
        ? parseInt(value.slice(2), 16) >>> 0
        : Number(value) >>> 0;
    } else if (key === 'bold' || key === 'italic') {
      meaning[key] = Number(value) !== 0 ? 1 : 0;
    } else {
      meaning[key] = value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    }
  }
  return meaning;
}

function cueMeaning(cue: Cue): unknown {
  const settings = cue.settings?.kind === 'ass' ? cue.settings : undefined;
  return {
    start: cue.start,
    end: cue.end,
    text: cue.text,
    speaker: cue.speaker,
    style: cue.style,
    type: settings?.type,
    margins: [settings?.marginL, settings?.marginR, settings?.marginV],
    effect: settings?.effect,
  };
}

describe('go-astisub SSA files', () => {
  const input = readAss(fixture('go-astisub/example-in.ssa'));
  const output = readAss(fixture('go-astisub/example-out.ssa'));
  const outputV4Plus = readAss(fixture('go-astisub/example-out-v4plus.ssa'));

  it('are read as SSA and ASS', () => {
    expect([input.format, output.format, outputV4Plus.format]).toEqual(['ssa', 'ssa', 'ass']);
  });

  // astisub writes \N as \n, a soft break, which libass shows as a space without WrapStyle 2
  // (neither file has it): the texts differ in their line breaks only.
  const unwrapped = (cue: Cue): unknown =>
    cueMeaning({ ...cue, text: cue.text.replace(/\s+/g, ' ') });

  it('example-out.ssa has the cues of example-in.ssa, but for the line breaks astisub writes as \\n', () => {
    expect(input.cues).toHaveLength(6);
    expect(output.cues.map(unwrapped)).toEqual(input.cues.map(unwrapped));
    expect(output.cues.map(cueMeaning)).not.toEqual(input.cues.map(cueMeaning));
    const marked = (result: ParseResult): unknown[] =>
      result.cues.map((cue) => (cue.settings?.kind === 'ass' ? cue.settings.marked : undefined));
    expect(marked(output)).toEqual(marked(input));
  });

  it('example-out-v4plus.ssa has them too', () => {
    expect(outputV4Plus.cues.map(unwrapped)).toEqual(input.cues.map(unwrapped));
  });

  it('example-out.ssa has the styles of example-in.ssa', () => {
    expect(output.styles?.map((style) => styleMeaning(style))).toEqual(
      input.styles?.map((style) => styleMeaning(style)),
    );
  });

  it('example-out-v4plus.ssa has them too, but for the Alignment numbering astisub does not convert', () => {
    const withoutAlignment = (result: ParseResult): unknown =>
      result.styles?.map((style) => styleMeaning(style, ['alignment']));
    expect(withoutAlignment(outputV4Plus)).toEqual(withoutAlignment(input));
    expect(outputV4Plus.styles?.map((style) => style.fields['Alignment'])).toEqual(['7', '8', '9']);
  });

  it('converting example-in.ssa to ASS renumbers the alignments (SSA 7 top right is ASS 9)', () => {
    const converted = readAss(writeAss(input, 'ass'));
    expect(converted.format).toBe('ass');
    expect(converted.styles?.map((style) => style.fields['Alignment'])).toEqual(['9', '5', '4']);
    expect(converted.styles?.map((style) => style.fields['OutlineColour'])).toEqual([
      '65535',
      '65535',
      '&H00000008',
    ]);
    expect(converted.cues.map(cueMeaning)).toEqual(input.cues.map(cueMeaning));
  });

  it('example-in.ssa: the [Unknown] section stays between [Script Info] and [V4 Styles]', () => {
    const written = writeAss(input);
    expect(input.header?.sectionOrder).toEqual(['Script Info', 'Unknown', 'V4 Styles', 'Events']);
    expect(written).toContain('\nTimer: 100,0000\n\n[Unknown]\nUnknown\n\n[V4 Styles]\n');
  });

  it('example-in.ssa: the style "*3" is style 3, as libass reads it', () => {
    expect(input.cues[2]?.style).toBe('3');
  });

  it('example-in-carriage-return.ssa: CR line endings and millisecond times', () => {
    const result = readAss(fixture('go-astisub/example-in-carriage-return.ssa'));
    expect(result.cues.map((cue) => [cue.start, cue.end])).toEqual([
      [0, 3766],
      [3767, 10_732],
      [10_733, 14_066],
    ]);
    expect(result.cues[1]?.text).toBe(
      "That's true. You don’t often find 632 pieces of gum stuck on a sidewalk",
    );
  });
});

describe('Aegisub and pysubs2 files', () => {
  it('ass-format-tests.ass: comment, layers, margins and markup', () => {
    const result = readAss(fixture('aegisub/ass-format-tests.ass'));
    expect(result.cues).toHaveLength(41);
    expect(
      result.cues.filter((cue) => cue.settings?.kind === 'ass' && cue.settings.type === 'Comment'),
    ).toHaveLength(1);
    expect(new Set(layers(result.cues))).toEqual(new Set([0, 1]));
    const byText = (start: string): Cue | undefined =>
      result.cues.find((cue) => cue.text.startsWith(start));
    expect(byText('And this line is in layer 1, but')?.settings).toMatchObject({
      marginL: 50,
      marginV: 20,
    });
    expect(byText('Some other basic font style tests')?.text).toBe(
      'Some other basic font style tests:\nNormal, <b>Boldface</b>, <i>Italics</i>, <u>Underline</u>, <s>Strikethrough</s>',
    );
    expect(byText('There should be no linebreak here')?.text).toBe(
      'There should be no linebreak here, but there should be one here\nso this is on a separate line.',
    );
    // The feather drawing is not text.
    expect(result.cues.filter((cue) => cue.text === '')).toHaveLength(1);
  });

  it('kara-templater-retime.ass: karaoke templates are Comment events with their Effect', () => {
    const result = readAss(fixture('aegisub/kara-templater-retime.ass'));
    const comments = result.cues.filter(
      (cue) => cue.settings?.kind === 'ass' && cue.settings.type === 'Comment',
    );
    expect(comments).toHaveLength(9);
    expect(
      comments.every(
        (cue) => cue.settings?.kind === 'ass' && cue.settings.effect === 'template noblank',
      ),
    ).toBe(true);
    expect(result.cues.at(-2)?.text).toBe('hahiho');
  });

  it('subtitle_with_attached_images_aegisub.ass: the [Graphics] section is kept verbatim', () => {
    const result = readAss(fixture('pysubs2/subtitle_with_attached_images_aegisub.ass'));
    expect(result.header?.extraSections?.map((section) => section.name)).toEqual([
      'Aegisub Project Garbage',
      'Graphics',
    ]);
    const graphics = result.header?.extraSections?.[1]?.body ?? '';
    expect(graphics.startsWith('filename: github.jpg\n')).toBe(true);
    expect(graphics).toContain('\nfilename: github.png\n');
  });

  it('ttml_example2.ass: pysubs2 output reads as expected', () => {
    const result = readAss(fixture('pysubs2/ttml_example2.ass'));
    expect(cueFacts(result.cues).slice(5, 7)).toEqual([
      [25_880, 30_170, '- Did he tell you what it was about?\n- He did'],
      [30_420, 35_560, 'In 1992, a shipping container\nfell overboard'],
    ]);
  });
});

/**
 * A cue without the original text of the times libass would misread ('0:00:04:56',
 * '0:00:06.5'): they are written in libass's form, so the cue read back keeps none.
 */
function withoutOriginalTimes(cue: Cue): Cue {
  const settings = cue.settings;
  if (settings?.kind !== 'ass' || settings.extra === undefined) return cue;
  const libassTime = /^\d+:\d\d:\d\d\.\d\d$/;
  const extra = Object.fromEntries(
    Object.entries(settings.extra).filter(
      ([column, text]) => (column !== 'Start' && column !== 'End') || libassTime.test(text),
    ),
  );
  const { extra: _extra, ...rest } = settings;
  // Written to the hundredth, as ASS writes times ('0:00:03.766' was read to the millisecond).
  const toHundredth = (ms: number) => Math.round(ms / 10) * 10;
  const rewritten = (column: 'Start' | 'End') => settings.extra?.[column] !== extra[column];
  return {
    ...cue,
    start: rewritten('Start') ? toHundredth(cue.start) : cue.start,
    end: rewritten('End') ? toHundredth(cue.end) : cue.end,
    settings: Object.keys(extra).length === 0 ? rest : { ...rest, extra },
  };
}
