import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cue } from '../core/types.js';
import { merge, type MergeOptions } from './merge.js';

const cue = (start: number, end: number, text: string, extra: Partial<Cue> = {}): Cue => ({
  start,
  end,
  text,
  ...extra,
});

describe('merge, bilingual', () => {
  const english = [
    cue(0, 2000, 'Hello.'),
    cue(2000, 4000, 'How are you?'),
    cue(6000, 8000, 'Bye.'),
  ];

  it.each<[string, Cue[], Cue[], Omit<Extract<MergeOptions, { mode: 'bilingual' }>, 'mode'>]>([
    [
      'puts each translation under the cue it matches exactly',
      [cue(0, 2000, 'Bonjour.'), cue(2000, 4000, 'Comment ça va ?'), cue(6000, 8000, 'Au revoir.')],
      [
        cue(0, 2000, 'Hello.\nBonjour.'),
        cue(2000, 4000, 'How are you?\nComment ça va ?'),
        cue(6000, 8000, 'Bye.\nAu revoir.'),
      ],
      {},
    ],
    [
      'pairs a cue with the cue it overlaps longest',
      [cue(1500, 3900, 'Comment ça va ?')],
      [
        cue(0, 2000, 'Hello.'),
        cue(2000, 4000, 'How are you?\nComment ça va ?'),
        cue(6000, 8000, 'Bye.'),
      ],
      {},
    ],
    [
      'pairs with the earlier cue when two overlap as long',
      [cue(1000, 3000, 'X')],
      [cue(0, 2000, 'Hello.\nX'), cue(2000, 4000, 'How are you?'), cue(6000, 8000, 'Bye.')],
      {},
    ],
    [
      'keeps cues that overlap nothing as their own, in time order',
      [cue(4500, 5500, '(musique)'), cue(6000, 8000, 'Au revoir.')],
      [
        cue(0, 2000, 'Hello.'),
        cue(2000, 4000, 'How are you?'),
        cue(4500, 5500, '(musique)'),
        cue(6000, 8000, 'Bye.\nAu revoir.'),
      ],
      {},
    ],
    [
      'puts several translations under one cue in time order',
      [cue(3000, 4000, 'ça va ?'), cue(2000, 3000, 'Comment')],
      [
        cue(0, 2000, 'Hello.'),
        cue(2000, 4000, 'How are you?\nComment\nça va ?'),
        cue(6000, 8000, 'Bye.'),
      ],
      {},
    ],
    [
      'uses the separator given',
      [cue(0, 2000, 'Bonjour.')],
      [cue(0, 2000, 'Hello. / Bonjour.'), cue(2000, 4000, 'How are you?'), cue(6000, 8000, 'Bye.')],
      { separator: ' / ' },
    ],
    [
      'leaves unpaired a cue overlapping less than minOverlap of its length',
      [cue(3500, 5500, 'Hm.')],
      [
        cue(0, 2000, 'Hello.'),
        cue(2000, 4000, 'How are you?'),
        cue(3500, 5500, 'Hm.'),
        cue(6000, 8000, 'Bye.'),
      ],
      { minOverlap: 0.5 },
    ],
    [
      'pairs a cue overlapping exactly minOverlap of its length',
      [cue(3000, 5000, 'Hm.')],
      [cue(0, 2000, 'Hello.'), cue(2000, 4000, 'How are you?\nHm.'), cue(6000, 8000, 'Bye.')],
      { minOverlap: 0.5 },
    ],
    [
      'does not pair cues that only touch',
      [cue(4000, 6000, 'Hm.')],
      [
        cue(0, 2000, 'Hello.'),
        cue(2000, 4000, 'How are you?'),
        cue(4000, 6000, 'Hm.'),
        cue(6000, 8000, 'Bye.'),
      ],
      {},
    ],
    [
      'pairs a 0 ms cue with the cue it falls in',
      [cue(2000, 2000, 'Oh')],
      [cue(0, 2000, 'Hello.'), cue(2000, 4000, 'How are you?\nOh'), cue(6000, 8000, 'Bye.')],
      {},
    ],
    [
      'adds no separator for an empty translation',
      [cue(0, 2000, '  ')],
      [cue(0, 2000, 'Hello.'), cue(2000, 4000, 'How are you?'), cue(6000, 8000, 'Bye.')],
      {},
    ],
  ])('%s', (_, translation, expected, options) => {
    expect(merge(english, translation, { mode: 'bilingual', ...options })).toEqual(expected);
  });

  const assEvent = (
    type: 'Dialogue' | 'Comment',
    start: number,
    end: number,
    text: string,
    raw = text,
  ): Cue =>
    cue(start, end, text, {
      settings: {
        kind: 'ass',
        type,
        layer: 0,
        marginL: 0,
        marginR: 0,
        marginV: 0,
        effect: '',
        raw,
      },
    });
  const note = assEvent('Comment', 10_000, 12_000, 'Translator note: keep hidden');
  const box = assEvent('Dialogue', 10_000, 12_000, '', '{\\p1}m 0 0 l 100 0 100 100{\\p0}');
  const line = cue(10_000, 11_000, 'Hors de tout');

  it.each<[string, Cue[], Cue[], Cue[]]>([
    [
      'gives no text to an ASS comment of a, keeping the b cue as its own',
      [note],
      [line],
      [note, line],
    ],
    [
      'gives no text to an ASS drawing of a, keeping the b cue as its own',
      [box],
      [line],
      [box, line],
    ],
    [
      'pairs b with the shown cue of a, not a comment over the same span',
      [note, assEvent('Dialogue', 10_000, 12_000, 'Out of it all')],
      [line],
      [note, assEvent('Dialogue', 10_000, 12_000, 'Out of it all\nHors de tout', 'Out of it all')],
    ],
    [
      'takes no text from an ASS comment of b, keeping it as a comment',
      [line],
      [note],
      [line, note],
    ],
    ['takes no text from an ASS drawing of b, keeping it as a drawing', [line], [box], [line, box]],
  ])('%s', (_, a, b, expected) => {
    expect(merge(a, b, { mode: 'bilingual' })).toEqual(expected);
  });

  it('finds the longest overlap behind a long cue of a', () => {
    const a = [cue(0, 60_000, 'Long'), cue(10_000, 11_000, 'Short')];
    expect(merge(a, [cue(10_000, 11_000, 'B')], { mode: 'bilingual' })).toEqual([
      cue(0, 60_000, 'Long'),
      cue(10_000, 11_000, 'Short\nB'),
    ]);
    expect(merge(a, [cue(30_000, 31_000, 'C')], { mode: 'bilingual' })).toEqual([
      cue(0, 60_000, 'Long\nC'),
      cue(10_000, 11_000, 'Short'),
    ]);
  });

  it("keeps a's id, speaker, style and settings, drops its words once b text is added, and changes neither input", () => {
    const a: Cue[] = [
      cue(0, 1000, 'Hi', {
        id: '1',
        speaker: 'Ann',
        style: 'Top',
        words: [{ text: 'Hi', start: 0, end: 1000 }],
      }),
      cue(1000, 2000, 'Yes', { words: [{ text: 'Yes', start: 1000, end: 2000 }] }),
    ];
    const b: Cue[] = [cue(0, 1000, 'Salut', { speaker: 'Anne', id: 'x' })];
    const before = structuredClone([a, b]);
    const [first, second] = merge(a, b, { mode: 'bilingual' });
    expect(first).toEqual(cue(0, 1000, 'Hi\nSalut', { id: '1', speaker: 'Ann', style: 'Top' }));
    expect(second).toEqual(a[1]);
    expect(second).not.toBe(a[1]);
    expect([a, b]).toEqual(before);
  });

  it.each([-0.1, 1.5, NaN])('refuses minOverlap %d', (minOverlap) => {
    expect(() => merge([], [], { mode: 'bilingual', minOverlap })).toThrow(RangeError);
  });

  it('loses no cue and no text', () => {
    const track = fc.array(
      fc.record({
        start: fc.nat(100_000),
        length: fc.nat(5000),
        text: fc.string({ minLength: 1 }).filter((t) => t.trim() !== ''),
      }),
    );
    fc.assert(
      fc.property(track, track, (rawA, rawB) => {
        const a = rawA.map(({ start, length, text }) => cue(start, start + length, text));
        const b = rawB.map(({ start, length, text }) => cue(start, start + length, text));
        const out = merge(a, b, { mode: 'bilingual', separator: '\u0000' });
        const pieces = out.flatMap((c) => c.text.split('\u0000')).sort();
        expect(pieces).toEqual([...a, ...b].map((c) => c.text).sort());
        for (let i = 1; i < out.length; i++)
          expect(out[i]?.start).toBeGreaterThanOrEqual(out[i - 1]?.start ?? 0);
      }),
    );
  });
});

describe('merge, append', () => {
  const partOne = [cue(0, 1000, 'One'), cue(5000, 9000, 'Two')];
  const partTwo = [cue(0, 500, 'Three'), cue(1000, 2000, 'Four')];

  it.each<[string, Omit<Extract<MergeOptions, { mode: 'append' }>, 'mode'>, Cue[]]>([
    [
      'starts b where a ends',
      {},
      [...partOne, cue(9000, 9500, 'Three'), cue(10_000, 11_000, 'Four')],
    ],
    [
      'leaves the gap asked for',
      { gap: 2000 },
      [...partOne, cue(11_000, 11_500, 'Three'), cue(12_000, 13_000, 'Four')],
    ],
    [
      'uses the offset given',
      { offset: 60_000, gap: 2000 },
      [...partOne, cue(60_000, 60_500, 'Three'), cue(61_000, 62_000, 'Four')],
    ],
  ])('%s', (_, options, expected) => {
    expect(merge(partOne, partTwo, { mode: 'append', ...options })).toEqual(expected);
  });

  it('interleaves b with a by start time when an offset makes them overlap', () => {
    expect(merge(partOne, partTwo, { mode: 'append', offset: 500 })).toEqual([
      cue(0, 1000, 'One'),
      cue(500, 1000, 'Three'),
      cue(1500, 2500, 'Four'),
      cue(5000, 9000, 'Two'),
    ]);
    // A negative offset moves b's first cue to 0: it goes first, a's cue at 0 before it.
    expect(merge(partOne, partTwo, { mode: 'append', offset: -700 }).map((c) => c.text)).toEqual([
      'One',
      'Four',
      'Two',
    ]);
  });

  it('keeps the order of an unsorted a, putting b where it starts', () => {
    const unsorted = [cue(3000, 4000, 'Late'), cue(0, 1000, 'Early')];
    expect(
      merge(unsorted, [cue(0, 100, 'B')], { mode: 'append', offset: 3500 }).map((c) => c.text),
    ).toEqual(['Late', 'Early', 'B']);
  });

  it('measures where a ends by its latest end, not its last cue', () => {
    expect(
      merge([cue(0, 8000, 'Long'), cue(1000, 2000, 'Short')], [cue(0, 100, 'B')], {
        mode: 'append',
      }).at(-1),
    ).toEqual(cue(8000, 8100, 'B'));
  });

  it('starts at 0 after an empty a', () => {
    expect(merge([], partTwo, { mode: 'append', gap: 100 })).toEqual([
      cue(100, 600, 'Three'),
      cue(1100, 2100, 'Four'),
    ]);
  });

  it.each([{ offset: NaN }, { gap: Infinity }])('refuses %j', (options) => {
    expect(() => merge(partOne, partTwo, { mode: 'append', ...options })).toThrow(RangeError);
  });

  it('keeps every cue of both, b after a', () => {
    const track = fc.array(
      fc.record({ start: fc.nat(100_000), length: fc.nat(5000), text: fc.string() }),
    );
    fc.assert(
      fc.property(
        track,
        track,
        fc.option(fc.nat(10_000), { nil: undefined }),
        (rawA, rawB, gap) => {
          const a = rawA.map(({ start, length, text }) => cue(start, start + length, text));
          const b = rawB.map(({ start, length, text }) => cue(start, start + length, text));
          const out = merge(a, b, { mode: 'append', ...(gap === undefined ? {} : { gap }) });
          expect(out).toHaveLength(a.length + b.length);
          expect(out.map((c) => c.text)).toEqual([...a, ...b].map((c) => c.text));
          const aEnd = Math.max(0, ...a.map((c) => c.end));
          for (const c of out.slice(a.length))
            expect(c.start).toBeGreaterThanOrEqual(aEnd + (gap ?? 0));
        },
      ),
    );
  });
});

describe('merge, options', () => {
  it.each<[string, unknown, ErrorConstructor, RegExp]>([
    [
      'no options',
      undefined,
      TypeError,
      /^merge\(\): options must be an object with a mode, 'bilingual' or 'append', not undefined$/,
    ],
    ['null', null, TypeError, /not null/],
    ['no mode', {}, RangeError, /mode must be 'bilingual' or 'append', not undefined/],
    ['a misspelt mode', { mode: 'apend' }, RangeError, /not "apend"/],
    ['a mode of another case', { mode: 'Append' }, RangeError, /not "Append"/],
    ['a mode that is not a string', { mode: 1 }, RangeError, /not 1/],
  ])('refuses %s, naming the modes', (_, options, error, message) => {
    const a = [{ start: 0, end: 1000, text: 'a' }];
    expect(() => merge(a, a, options as MergeOptions)).toThrow(error);
    expect(() => merge(a, a, options as MergeOptions)).toThrow(message);
  });
});
