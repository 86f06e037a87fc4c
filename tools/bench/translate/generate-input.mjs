// The bench's input: an SRT file of English cues built from templates and common words, the same
// on every run.
import { format } from '@captio/subtitle-core';

const SUBJECTS = [
  'the team',
  'our guest',
  'the city council',
  'my neighbour',
  'the new teacher',
  'a small company',
  'the children',
  'everyone in the room',
];
const VERBS = [
  'wants to finish',
  'talked about',
  'will present',
  'has not seen',
  'is looking for',
  'decided to change',
  'forgot',
  'explained',
];
const OBJECTS = [
  'the project',
  'a better plan',
  'the results of the survey',
  'the old bridge near the station',
  'the price of bread',
  'a letter from the bank',
  'the weather for the weekend',
  'the rules of the game',
];
const TAILS = [
  'before the end of the week',
  'because nobody had time',
  'and then we went home',
  'while it was raining',
  'after the meeting on Monday',
  'but the answer was not clear',
  '',
  '',
];
const SHORT = ['Yes.', 'Thank you!', 'Really?', 'Of course.', 'Good morning, everyone.', 'Wait...'];

/**
 * `count` cues of 1.2-4.5 s: one in six a short reply (1-3 words), one in twelve two sentences
 * on two lines, one in twenty a price with '&' and quotes, the others one sentence of 5-18 words.
 * Sentences walk through the 4,096 combinations of the lists in a scrambled order (1237 is odd,
 * so k * 1237 mod 4096 visits each once): no two of the first 4,096 are the same.
 */
export function generateSrt(count) {
  let made = 0;
  const sentence = () => {
    const n = (made++ * 1237) % 4096;
    const tail = TAILS[(n >> 9) % 8];
    const text = `${SUBJECTS[n % 8]} ${VERBS[(n >> 3) % 8]} ${OBJECTS[(n >> 6) % 8]}${tail ? ` ${tail}` : ''}.`;
    return text[0].toUpperCase() + text.slice(1);
  };
  const cues = [];
  let at = 1_000;
  for (let index = 0; index < count; index += 1) {
    let text;
    if (index % 6 === 0) text = SHORT[(index / 6) % SHORT.length];
    else if (index % 12 === 3) text = `${sentence()}\n${sentence()}`;
    else if (index % 20 === 7) text = `It costs ${10 + (index % 90)} euros & "it is cheap".`;
    else text = sentence();
    const duration = 1_200 + ((index * 7919) % 3_301);
    cues.push({ start: at, end: at + duration, text });
    at += duration + 100 + ((index * 104_729) % 601);
  }
  return format(cues, 'srt');
}
