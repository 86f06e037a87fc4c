import { describe, expect, it } from 'vitest';
import { engineText, engineUnits, isTurns } from './turns.js';

describe('a cue whose lines are turns', () => {
  it.each([
    ['dialogue dashes', '- Where are you?\n- I am here.', true],
    ['dashes of other widths', '– Where are you?\n— Here.', true],
    ['an answer with a dash under a line without', 'Where are you?\n- Here.', true],
    ['a name in capitals alone above the words', 'MAN:\nHow did we end up here?', true],
    ['names in capitals before the words', 'ANN: Run!\nDR. WHO: Where to?', true],
    ['a voice on each line', '<v Roger>Hello.</v>\n<v Anna>Good morning.</v>', true],
    ['one sentence broken to fit', 'I never thought we would\nend up in a place like this.', false],
    ['a dash inside the second line', 'It was a long day\nand a long - very long - night.', false],
    ['one turn, its words broken to fit', '- I never thought we would\nend up here.', false],
    [
      'a capitalised word with a colon that is no name',
      'The rule is simple\nNote: never run.',
      false,
    ],
    ['one line', '- Where are you?', false],
  ])('%s: %s', (_, cue, expected) => {
    expect(isTurns(cue.split('\n'))).toBe(expected);
  });
});

describe('the texts an engine is given', () => {
  it('gives turns a line at a time and any other cue whole, and puts the answers back per cue', () => {
    const units = engineUnits([
      'Hello there,\nmy friend.',
      '- Where are you?\n- I am here.',
      'MAN:\n\nHow did we end up here?',
      'Bye.',
    ]);
    expect(units.texts).toEqual([
      'Hello there, my friend.',
      '- Where are you?',
      '- I am here.',
      'MAN:',
      'How did we end up here?',
      'Bye.',
    ]);
    expect(units.cuesOf(['A', 'B', 'C', 'D', 'E', 'F'])).toEqual(['A', 'B\nC', 'D\nE', 'F']);
  });

  it('gives a cue the file says is turns a line at a time, though its text does not show it', () => {
    const cues = ['Hello there,\nmy friend.', 'Hi.\nHello.'];
    const units = engineUnits(cues, (index) => index === 1);
    expect(units.texts).toEqual(['Hello there, my friend.', 'Hi.', 'Hello.']);
    expect(units.cuesOf(['A', 'B', 'C'])).toEqual(['A', 'B\nC']);
  });

  it.each([
    ['line breaks and the blanks around them', '  one \n  two\nthree ', 'one two three'],
    ['a single line', 'one', 'one'],
  ])('puts a cue on one line: %s', (_, text, expected) => {
    expect(engineText(text)).toBe(expected);
  });
});
