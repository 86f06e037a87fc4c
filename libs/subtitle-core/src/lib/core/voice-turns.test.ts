import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeTags } from './markup.js';
import { joinTurns, voiceName, voiceTurns, type VoiceTurn } from './voice-turns.js';

describe('voiceName', () => {
  it.each([
    ['<v Bob>', 'Bob'],
    ['<v.loud.x  Alice \t Smith >', 'Alice Smith'],
    ['<v Tom &amp; Jerry>', 'Tom & Jerry'],
    ['<v>', undefined],
    ['<v.loud>', undefined],
    ['<v   >', undefined],
  ])('%j names %j', (tag, name) => {
    expect(voiceName(tag)).toBe(name);
  });
});

describe('voiceTurns', () => {
  it.each<[string, string, string | undefined, VoiceTurn[]]>([
    ['no voice', 'Hi\nthere', 'Ana', [{ speaker: 'Ana', text: 'Hi\nthere' }]],
    ['one voice', '<v Bob>Hi</v>', undefined, [{ speaker: 'Bob', text: 'Hi' }]],
    ['the cue speaker voiced again', '<v Bob>Hi', 'Bob', [{ speaker: 'Bob', text: 'Hi' }]],
    [
      'two voices on two lines',
      '<v Bob>First</v>\n<v Carol>Second</v>',
      undefined,
      [
        { speaker: 'Bob', text: 'First\n' },
        { speaker: 'Carol', text: 'Second' },
      ],
    ],
    [
      'unclosed voices, which nest',
      '<v Bob>First\n<v Carol>Second',
      undefined,
      [
        { speaker: 'Bob', text: 'First\n' },
        { speaker: 'Carol', text: 'Second' },
      ],
    ],
    [
      'a voice inside one line, then back',
      '<v Bob>Hi <v Carol>yo</v> there</v>',
      undefined,
      [
        { speaker: 'Bob', text: 'Hi ' },
        { speaker: 'Carol', text: 'yo' },
        { speaker: 'Bob', text: 'there' },
      ],
    ],
    [
      'text before any voice is the cue speaker’s',
      'Hi\n<v Bob>yo',
      'Ana',
      [
        { speaker: 'Ana', text: 'Hi\n' },
        { speaker: 'Bob', text: 'yo' },
      ],
    ],
    [
      'text before any voice without a cue speaker',
      'Hi\n<v Bob>yo',
      undefined,
      [
        { speaker: undefined, text: 'Hi\n' },
        { speaker: 'Bob', text: 'yo' },
      ],
    ],
    [
      'other markup kept, with the turn it opens in',
      '<i><v Bob>First\n<v Carol><b>Second</b></i>',
      undefined,
      [
        { speaker: 'Bob', text: '<i>First\n' },
        { speaker: 'Carol', text: '<b>Second</b></i>' },
      ],
    ],
    [
      'a voice that says nothing starts no turn',
      '<v Bob>Hi</v><v Carol> </v>',
      undefined,
      [{ speaker: 'Bob', text: 'Hi ' }],
    ],
    [
      'an unnamed voice leaves the one around it speaking',
      '<v Bob>Hi <v>there</v>',
      undefined,
      [{ speaker: 'Bob', text: 'Hi there' }],
    ],
    [
      'dialogue dashes go with the voice after them',
      '- <v Bob>Hi\n– <v Carol>Yo',
      undefined,
      [
        { speaker: 'Bob', text: '- Hi\n' },
        { speaker: 'Carol', text: '– Yo' },
      ],
    ],
    [
      'a dash inside a line stays where it is',
      '<v Bob>Well -<v Carol> no',
      undefined,
      [
        { speaker: 'Bob', text: 'Well -' },
        { speaker: 'Carol', text: 'no' },
      ],
    ],
  ])('%s', (_, text, speaker, turns) => {
    expect(voiceTurns(text, speaker)).toEqual(turns);
  });

  const piece = fc.constantFrom(
    '<v Bob>',
    '<v.loud Carol>',
    '<v>',
    '</v>',
    '<i>',
    '</i>',
    'a',
    'b',
    ' ',
    '\n',
    '&amp;',
  );
  const cueText = fc.array(piece, { maxLength: 20 }).map((pieces) => pieces.join(''));
  const speaker = fc.option(fc.constantFrom('Ana', 'Bob'), { nil: undefined });

  it('loses and reorders nothing a viewer reads', () => {
    fc.assert(
      fc.property(cueText, speaker, (text, cueSpeaker) => {
        const turns = voiceTurns(text, cueSpeaker);
        const visible = (t: string): string => removeTags(t).replace(/\s+/g, '');
        expect(visible(turns.map((turn) => turn.text).join(''))).toBe(visible(text));
      }),
    );
  });

  it('starts a turn only where a named voice says something, and a different one', () => {
    fc.assert(
      fc.property(cueText, speaker, (text, cueSpeaker) => {
        const turns = voiceTurns(text, cueSpeaker);
        turns.slice(1).forEach((turn, k) => {
          expect(turn.speaker).toBeDefined();
          expect(turn.speaker).not.toBe(turns[k]?.speaker);
          expect(removeTags(turn.text).trim()).not.toBe('');
        });
      }),
    );
  });
});

describe('joinTurns', () => {
  it('puts each later turn on a line of its own behind its label', () => {
    const turns: VoiceTurn[] = [
      { speaker: 'Bob', text: 'First \n' },
      { speaker: 'Carol', text: 'Second' },
      { speaker: undefined, text: 'Third' },
    ];
    expect(joinTurns(turns, (name) => `${name}: `)).toBe('First\nCarol: Second\nThird');
  });
});
