// The bench's input: an SRT file of English cues that a seeded PRNG (mulberry32) builds from
// templates and common words, so every run translates the same text.

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

function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function timestamp(ms) {
  const pad = (value, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)},${pad(ms % 1000, 3)}`;
}

/**
 * `count` cues of 1.2-4.5 s: one in six a short reply (1-3 words), one in twelve two sentences
 * on two lines, one in twenty a price with '&' and quotes, the others one sentence of 5-18 words.
 */
export function generateSrt(count, seed = 13) {
  const random = mulberry32(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const sentence = () => {
    const tail = pick(TAILS);
    const text = `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)}${tail ? ` ${tail}` : ''}.`;
    return text[0].toUpperCase() + text.slice(1);
  };
  let srt = '';
  let at = 1_000;
  for (let index = 1; index <= count; index += 1) {
    const roll = random();
    let text;
    if (roll < 1 / 6) text = pick(SHORT);
    else if (roll < 0.25) text = `${sentence()}\n${sentence()}`;
    else if (roll < 0.3) text = `It costs ${Math.floor(random() * 90) + 10} euros & "it is cheap".`;
    else text = sentence();
    const duration = 1_200 + Math.floor(random() * 3_300);
    srt += `${index}\n${timestamp(at)} --> ${timestamp(at + duration)}\n${text}\n\n`;
    at += duration + 100 + Math.floor(random() * 600);
  }
  return srt;
}
