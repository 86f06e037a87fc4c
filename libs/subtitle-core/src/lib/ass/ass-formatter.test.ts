import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assSettings } from '../../../test/support/ass-settings.js';
import { readAss, writeAss } from '../../../test/support/read-write-ass.js';
import type { Cue } from '../core/types.js';
import { formatAss } from './ass-formatter.js';
import { reflow } from '../reflow/reflow.js';
import { assTextToCueText, cueTextToAssText } from './ass-markup.js';

function roundTrip(text: string, to?: 'ass' | 'ssa'): string {
  return writeAss(readAss(text), to);
}

function section(output: string, name: string): string[] {
  const start = output.indexOf(`[${name}]\n`);
  if (start < 0) return [];
  const end = output.indexOf('\n\n', start);
  return output
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .slice(1);
}

function dialogueLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('Dialogue: ') || line.startsWith('Comment: '));
}

const PLAIN_CUES: Cue[] = [
  { start: 1000, end: 2500, text: 'Hello, <i>world</i>\nsecond line', speaker: 'Alice' },
  { start: 3000, end: 4000, text: '<font color="#ff0000">red</font> &amp; {braces}' },
];

describe('formatAss for cues from another format', () => {
  it.each(['ass', 'ssa'] as const)('writes a complete %s script', (format) => {
    const output = formatAss(PLAIN_CUES, {}, format);
    expect(section(output, 'Script Info')).toEqual([
      'Title: Untitled',
      `ScriptType: ${format === 'ass' ? 'v4.00+' : 'v4.00'}`,
      'WrapStyle: 0',
      ...(format === 'ass' ? ['ScaledBorderAndShadow: yes'] : []),
      'PlayResX: 1280',
      'PlayResY: 720',
    ]);
    const styles = section(output, format === 'ass' ? 'V4+ Styles' : 'V4 Styles');
    expect(styles).toHaveLength(2);
    expect(styles[1]).toMatch(/^Style: Default,Arial,48,/);
    expect(output.endsWith('\n')).toBe(true);
  });

  it('converts cue markup to override tags', () => {
    expect(dialogueLines(formatAss(PLAIN_CUES, {}, 'ass'))).toEqual([
      'Dialogue: 0,0:00:01.00,0:00:02.50,Default,Alice,0,0,0,,Hello, {\\i1}world{\\i0}\\Nsecond line',
      'Dialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,{\\c&H0000FF&}red{\\c} & \\{braces\\}',
    ]);
  });

  it('writes Marked instead of Layer for SSA', () => {
    expect(dialogueLines(formatAss(PLAIN_CUES, {}, 'ssa'))[0]).toBe(
      'Dialogue: Marked=0,0:00:01.00,0:00:02.50,Default,Alice,0,0,0,,Hello, {\\i1}world{\\i0}\\Nsecond line',
    );
  });

  it('drops the markup with plainText', () => {
    expect(dialogueLines(formatAss(PLAIN_CUES, { plainText: true }, 'ass'))[0]).toBe(
      'Dialogue: 0,0:00:01.00,0:00:02.50,Default,Alice,0,0,0,,Hello, world\\Nsecond line',
    );
  });

  it('uses the title option', () => {
    expect(section(formatAss([], { title: 'My show, episode 1' }, 'ass'), 'Script Info')[0]).toBe(
      'Title: My show, episode 1',
    );
  });

  it.each([
    ['a speaker with a comma', { speaker: 'Smith, John' }, 'Default,Smith; John,'],
    ['a style that names no style of the file', { style: 'yellow' }, ',Default,,'],
    ['a style that does', { style: 'Top' }, ',Top,,'],
  ])('keeps the columns intact with %s', (_label, cue, expected) => {
    const output = formatAss(
      [{ start: 0, end: 1000, text: 'x', ...cue }],
      {
        styles: [
          { name: 'Default', fields: {} },
          { name: 'Top', fields: {} },
        ],
      },
      'ass',
    );
    expect(dialogueLines(output)[0]).toContain(expected);
  });

  it('rounds times to centiseconds and clamps negative ones', () => {
    const output = formatAss([{ start: -20, end: 1234.6, text: 'x' }], {}, 'ass');
    expect(dialogueLines(output)[0]).toBe('Dialogue: 0,0:00:00.00,0:00:01.23,Default,,0,0,0,,x');
  });
});

describe('formatAss for cues read from ASS', () => {
  const SCRIPT = `[Script Info]
ScriptType: v4.00+

[V4+ Styles]
Format: Name, Fontname, OutlineColour, Alignment
Style: Default,Arial,&H00112233,8

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 1,0:00:01.00,0:00:02.00,Default,Bob,0010,0,0,Scroll up;10,{\\an8\\pos(10,20)}Top {\\b1}line{\\b0}
Comment: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,template line
`;

  it('writes the file back unchanged', () => {
    expect(roundTrip(SCRIPT)).toBe(SCRIPT);
  });

  it('writes back a margin it read as 0, being no whole number, as it was written', () => {
    const script = SCRIPT.replace(',0010,', ',\u00a010,');
    expect(roundTrip(script)).toBe(script);
  });

  it('writes an edited text, keeping the leading position block', () => {
    const result = readAss(SCRIPT);
    const [first] = result.cues;
    if (first === undefined) throw new Error('no cue');
    first.text = 'Edited <i>text</i>';
    expect(dialogueLines(writeAss(result, 'ass'))[0]).toBe(
      'Dialogue: 1,0:00:01.00,0:00:02.00,Default,Bob,0010,0,0,Scroll up;10,{\\an8\\pos(10,20)}Edited {\\i1}text{\\i0}',
    );
  });

  it('does not keep a leading block that would change the edited text', () => {
    const cue: Cue = {
      start: 0,
      end: 1000,
      text: 'plain now',
      settings: assSettings({ raw: '{\\i1}was italic' }),
    };
    expect(dialogueLines(formatAss([cue], {}, 'ass'))[0]).toMatch(/,,plain now$/);
  });

  /** The Text field formatAss writes for a cue read from `raw` whose text is now `text`. */
  const editedTextField = (raw: string, text: string): string => {
    const cue: Cue = { start: 0, end: 1000, text, settings: assSettings({ raw }) };
    const line = dialogueLines(formatAss([cue], {}, 'ass'))[0] ?? '';
    return line.split(',').slice(9).join(',');
  };

  it.each([
    [
      'text added after italics: the block is not doubled',
      '{\\an8\\i1}Top{\\i0} text',
      '<i>Top</i> text more',
      '{\\an8\\i1}Top{\\i0} text more',
    ],
    [
      'italics removed: the alignment stays',
      '{\\an8\\i1}Top{\\i0} text',
      'Top text',
      '{\\an8}Top text',
    ],
    [
      'a piece of a reflowed italic line',
      '{\\i1}A long italic line{\\i0}',
      '<i>italic</i>',
      '{\\i1}italic{\\i0}',
    ],
    [
      'position, fade and font kept, colour and bold left to the text',
      '{\\pos(10,20)\\c&H0000FF&\\fad(100,200)\\b1\\fnArial}was red',
      'now <b>bold</b>',
      '{\\pos(10,20)\\fad(100,200)\\fnArial}now {\\b1}bold{\\b0}',
    ],
    [
      'an animation whose argument holds a markup tag is kept whole',
      '{\\t(0,500,\\i1\\frz360)\\i1}x',
      'y',
      '{\\t(0,500,\\i1\\frz360)}y',
    ],
    [
      'tags whose names start like markup tags are kept',
      '{\\bord2\\be1\\shad0\\clip(0,0,9,9)\\pos(1,2)\\1a&H80&\\u1}x',
      'y',
      '{\\bord2\\be1\\shad0\\clip(0,0,9,9)\\pos(1,2)\\1a&H80&}y',
    ],
    [
      'a drawing replaced by text drops the drawing mode',
      '{\\an7\\p1}m 0 0 l 10 10',
      'Now words',
      '{\\an7}Now words',
    ],
    ['a block of markup only is left out', '{\\i1\\b1}a', 'b', 'b'],
    [
      'a kept tag that would swallow the text markup goes in a block of its own',
      '{\\an8\\clip(0,0}x',
      '<i>y</i>',
      '{\\an8\\clip(0,0}{\\i1}y{\\i0}',
    ],
    [
      'every block before the first text character counts',
      '{\\an8}{\\pos(1,2)}Hi',
      '<b>New</b> text',
      '{\\an8}{\\pos(1,2)\\b1}New{\\b0} text',
    ],
    [
      'a comment block before the overrides is kept, and so are they',
      '{comment}{\\an9}Hi',
      '<b>New</b> text',
      '{comment}{\\an9\\b1}New{\\b0} text',
    ],
    [
      'a block of markup only among them is left out',
      '{\\i1}{\\an8}{\\b1}Hi',
      'plain',
      '{\\an8}plain',
    ],
    [
      'a block after the first text character is not a leading one',
      '{\\an8}Hi {\\pos(1,2)}there',
      'New',
      '{\\an8}New',
    ],
  ])('rewrites an edited text: %s', (_label, raw, text, expected) => {
    expect(editedTextField(raw, text)).toBe(expected);
  });

  it('writes each piece of a reflowed event with the alignment and its own italics', () => {
    const script = SCRIPT.replace(
      '{\\an8\\pos(10,20)}Top {\\b1}line{\\b0}',
      '{\\an8\\i1}A long italic line{\\i0}',
    );
    const result = readAss(script);
    const pieces = reflow(result.cues, { lang: 'en', maxChars: 8, maxLines: 1 });
    expect(
      dialogueLines(writeAss({ ...result, cues: pieces })).map((line) =>
        line.split(',').slice(9).join(','),
      ),
    ).toEqual([
      '{\\an8\\i1}A long{\\i0}',
      '{\\an8\\i1}italic{\\i0}',
      '{\\an8\\i1}line{\\i0}',
      'template line',
    ]);
  });

  it('keeps the non-markup tags of all leading blocks, in order, whatever the edit', () => {
    const kept = ['\\an8', '\\pos(10,20)', '\\fad(100,200)', '\\bord2', 'note'];
    const markup = ['\\i1', '\\b1', '\\u1', '\\c&H0000FF&'];
    const texts = ['plain', '<i>it</i> x', '<b>b</b>', 'a <u>u</u>'];
    fc.assert(
      fc.property(
        fc.array(fc.shuffledSubarray([...kept, ...markup], { minLength: 1 }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.constantFrom(...texts),
        fc.constantFrom(...texts),
        (blocks, before, after) => {
          // A comment ('note') goes first in its block, where it cannot end a tag's argument.
          const ordered = blocks.map((tags) => [
            ...tags.filter((tag) => tag === 'note'),
            ...tags.filter((tag) => tag !== 'note'),
          ]);
          const raw = ordered.map((tags) => '{' + tags.join('') + '}').join('') + before;
          const field = editedTextField(raw, after);
          expect(assTextToCueText(field)).toBe(after);
          const leading = /^(?:\{[^}]*\})*/.exec(field)?.[0] ?? '';
          let from = 0;
          for (const tag of ordered.flat().filter((tag) => kept.includes(tag))) {
            const at = leading.indexOf(tag, from);
            expect(at, `${tag} in ${leading}`).toBeGreaterThanOrEqual(from);
            from = at + tag.length;
          }
        },
      ),
    );
  });

  it('keeps every non-markup tag of the leading block, once, whatever the edit', () => {
    const kept = ['\\an8', '\\pos(10,20)', '\\fad(100,200)', '\\bord2', '\\fnArial', '\\k10'];
    const markup = ['\\i1', '\\i0', '\\b1', '\\b700', '\\u1', '\\s1', '\\c&H0000FF&', '\\1c&HFF&'];
    const texts = ['plain', '<i>it</i> x', '<b>b</b>', 'a <u>u</u>', '<i>a\nb</i>', '<s>s</s>'];
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...kept, ...markup]),
        fc.constantFrom(...texts),
        fc.constantFrom(...texts),
        (tags, before, after) => {
          const raw = '{' + tags.join('') + '}' + cueTextToAssText(before);
          const field = editedTextField(raw, after);
          expect(assTextToCueText(field)).toBe(after);
          // Not edited after all: the line is written back as it was, repeated tags and all.
          if (assTextToCueText(raw) === after) {
            expect(field).toBe(raw);
            return;
          }
          const firstBlock = field.startsWith('{') ? field.slice(1, field.indexOf('}')) : '';
          let from = 0;
          for (const tag of tags.filter((tag) => kept.includes(tag))) {
            const at = firstBlock.indexOf(tag, from);
            expect(at, `${tag} in ${firstBlock}`).toBeGreaterThanOrEqual(from);
            from = at + tag.length;
          }
          const names = firstBlock.match(/\\[a-z0-9]+?(?=[0-9&(]|\\|$)/gi) ?? [];
          expect(new Set(names).size).toBe(names.length);
        },
      ),
    );
  });

  it('writes edited times and margins in the standard way', () => {
    const result = readAss(SCRIPT);
    const [first] = result.cues;
    if (first?.settings?.kind !== 'ass') throw new Error('no cue');
    first.start = 500;
    first.settings.marginL = 5;
    expect(dialogueLines(writeAss(result, 'ass'))[0]).toMatch(
      /^Dialogue: 1,0:00:00\.50,0:00:02\.00,Default,Bob,5,0,0,/,
    );
  });

  it('never writes a field that would break the line', () => {
    const cue: Cue = {
      start: 0,
      end: 1000,
      text: 'a\nb',
      settings: assSettings({
        raw: 'a\nb',
        effect: 'x,y',
        extra: { Layer: '0,0', Start: '0:00:00.00,' },
      }),
    };
    expect(dialogueLines(formatAss([cue], {}, 'ass'))).toEqual([
      'Dialogue: 0,0:00:00.00,0:00:01.00,,,0,0,0,x;y,a\\Nb',
    ]);
  });

  it('keeps Comment events as Comment lines', () => {
    expect(dialogueLines(roundTrip(SCRIPT))[1]).toMatch(/^Comment: /);
  });

  it('converts ASS to SSA: columns, alignment numbering and ScriptType', () => {
    const output = roundTrip(SCRIPT, 'ssa');
    expect(section(output, 'Script Info')).toEqual(['ScriptType: v4.00']);
    const styles = section(output, 'V4 Styles');
    expect(styles[0]).toBe(
      'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, TertiaryColour, BackColour, Bold, Italic, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, AlphaLevel, Encoding',
    );
    const values = (styles[1] ?? '').slice('Style: '.length).split(',');
    // Top centre is 8 on the ASS numpad, 6 in SSA; the outline colour is SSA's TertiaryColour.
    expect(values[12]).toBe('6');
    expect(values[5]).toBe('&H00112233');
    expect(dialogueLines(output)[0]).toMatch(/^Dialogue: Marked=0,0:00:01\.00,/);
  });

  it('converts SSA to ASS the other way', () => {
    const ssa = `[Script Info]
ScriptType: v4.00

[V4 Styles]
Format: Name, TertiaryColour, Alignment
Style: Default,&H00445566,9

[Events]
Format: Marked, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: Marked=0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Hi
`;
    const output = roundTrip(ssa, 'ass');
    const values = (section(output, 'V4+ Styles')[1] ?? '').slice('Style: '.length).split(',');
    // Middle left is 9 in SSA, 4 on the numpad.
    expect(values[18]).toBe('4');
    expect(values[5]).toBe('&H00445566');
    expect(section(output, 'Events')[0]).toBe(
      'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    );
    expect(dialogueLines(output)).toEqual(['Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Hi']);
    expect(roundTrip(ssa)).toBe(ssa);
  });

  it('writes no styles section for a parsed file that had none', () => {
    const script = `[Script Info]\nTitle: x\n\n[Events]\nFormat: Start, End, Text\nDialogue: 0:00:01.00,0:00:02.00,Hi\n`;
    expect(roundTrip(script)).toBe(script);
  });

  it('puts the sections it keeps where Aegisub writes them', () => {
    const script = `[Script Info]
Title: x

[Aegisub Project Garbage]
Active Line: 1

[V4+ Styles]
Format: Name
Style: Default

[Fonts]
fontname: a.ttf
M0123

[Events]
Format: Start, End, Text

[Aegisub Extradata]
Data: 1,key,value
`;
    expect(roundTrip(script)).toBe(script);
    const moved =
      script.replace('[Aegisub Project Garbage]\nActive Line: 1\n\n', '') +
      '\n[Aegisub Project Garbage]\nActive Line: 1\n';
    // In file order while the header says it; where Aegisub puts them once it does not.
    expect(roundTrip(moved)).toBe(moved);
    const parsed = readAss(moved);
    delete parsed.header?.sectionOrder;
    const aegisub = writeAss(parsed);
    expect(aegisub.indexOf('[Aegisub Project Garbage]')).toBeLessThan(
      aegisub.indexOf('[V4+ Styles]'),
    );
  });
});
