import { describe, expect, it } from 'vitest';
import { splitUnits, thaiClusters } from './units.js';

function describeUnits(text: string, unspaced: boolean): string[] {
  const units = splitUnits(text, unspaced);
  return units.start.map((start, k) => {
    const body = text.slice(start, units.end[k]);
    const flags = [
      units.glued[k] ? 'glued' : '',
      units.forced[k] ? 'forced' : '',
      units.quality[k] ? `q${units.quality[k]}` : '',
      units.join[k] ? `join ${JSON.stringify(units.join[k])}` : '',
    ].filter(Boolean);
    return flags.length > 0 ? `${body} (${flags.join(', ')})` : body;
  });
}

describe('splitUnits', () => {
  it.each<[string, string, boolean, string[]]>([
    [
      'words at spaces',
      'Hi there, you.',
      false,
      ['Hi', 'there, (join " ")', 'you. (q1, join " ")'],
    ],
    ['a line break as a space', 'Hi\nthere', false, ['Hi', 'there (join " ")']],
    ['each Chinese character', '你好。再见', true, ['你', '好', '。 (glued)', '再 (q2)', '见']],
    [
      'a line break between Chinese characters as nothing, and a place to break',
      '你\n好',
      true,
      ['你', '好 (q1)'],
    ],
    ['a Latin word inside Chinese whole', '用iPhone拍', true, ['用', 'iPhone', '拍']],
    [
      'a space in Chinese as a phrase break',
      '你好 再见',
      true,
      ['你', '好', '再 (q1, join " ")', '见'],
    ],
    [
      'opening brackets glued to what follows',
      '「はい」',
      true,
      ['「', 'は (glued)', 'い', '」 (glued)'],
    ],
    [
      'spaced French punctuation glued to its word',
      'Quoi ? Oui.',
      false,
      ['Quoi', '? (glued, join " ")', 'Oui. (q2, join " ")'],
    ],
    [
      'a dialogue dash glued to its line',
      '- Yes.\n- No.',
      false,
      ['-', 'Yes. (glued, join " ")', '- (forced, q2, join " ")', 'No. (glued, join " ")'],
    ],
    [
      'a dash between words glued to the word before',
      'wait - what',
      false,
      ['wait', '- (glued, join " ")', 'what (join " ")'],
    ],
    [
      'no-break spaces as part of a word',
      '10\u00a0km away',
      false,
      ['10\u00a0km', 'away (join " ")'],
    ],
    [
      'a sentence end behind a closing quote',
      '"Stop!" he said',
      false,
      ['"Stop!"', 'he (q2, join " ")', 'said (join " ")'],
    ],
    ['each emoji and flag where lines break anywhere', '好😀🇯🇵', true, ['好', '😀', '🇯🇵']],
    ['a run of emoji as one word elsewhere', 'ok 😀😀', false, ['ok', '😀😀 (join " ")']],
    ['a text-style symbol as part of its word', '好™字', true, ['好', '™', '字']],
    ['a space carrying a mark as part of a word, not as space', 'a \u0301b', false, ['a \u0301b']],
  ])('splits %s', (_, text, unspaced, expected) => {
    expect(describeUnits(text, unspaced)).toEqual(expected);
  });
});

describe('thaiClusters', () => {
  it.each([
    ['ที่นี่', ['ที่', 'นี่']],
    ['เลย', ['เล', 'ย']],
    ['น้ำ', ['น้ำ']],
    ['ไป', ['ไป']],
  ])(
    'splits %s between clusters, keeping marks and leading vowels on their consonant',
    (text, expected) => {
      expect(thaiClusters(text)).toEqual(expected);
    },
  );
});
