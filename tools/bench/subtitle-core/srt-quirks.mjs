// What a few kilobytes buy: SubRip as real files write it, read by this library and by the npm
// peers of the bundle-size bench. Each case is a quirk seen in the wild; a reader gets it right
// when it gives exactly the expected cues (times in ms, text as a player would show it).
//
//   node tools/bench/subtitle-core/srt-quirks.mjs     (needs libs/subtitle-core/dist)
import { fileURLToPath } from 'node:url';

const TWO = '1\n00:00:01,000 --> 00:00:02,000\nHello\n\n2\n00:00:03,000 --> 00:00:04,500\nWorld\n';
const TWO_CUES = [
  { start: 1000, end: 2000, text: 'Hello' },
  { start: 3000, end: 4500, text: 'World' },
];

/** [what the file does, its text, the cues a player should show]. */
export const SRT_QUIRKS = [
  ['plain two cues', TWO, TWO_CUES],
  ['Windows line breaks (CRLF)', TWO.replaceAll('\n', '\r\n'), TWO_CUES],
  ['old Mac line breaks (CR)', TWO.replaceAll('\n', '\r'), TWO_CUES],
  ['UTF-8 byte order mark', `\uFEFF${TWO}`, TWO_CUES],
  ['dot before the milliseconds', TWO.replaceAll(',000', '.000').replace(',500', '.500'), TWO_CUES],
  ['no line break at the end', TWO.trimEnd(), TWO_CUES],
  ['no index lines', TWO.replace('1\n', '').replace('\n2\n', '\n'), TWO_CUES],
  ['three blank lines between cues', TWO.replace('\n\n', '\n\n\n\n'), TWO_CUES],
  ['no blank line between cues', TWO.replace('\n\n', '\n'), TWO_CUES],
  ['one-digit hours', TWO.replaceAll('00:00:0', '0:00:0'), TWO_CUES],
  [
    'coordinates after the times',
    TWO.replace('02,000', '02,000 X1:100 X2:600 Y1:20 Y2:80'),
    TWO_CUES,
  ],
  ['an {\\an8} override (top of the screen)', TWO.replace('Hello', '{\\an8}Hello'), TWO_CUES],
  [
    'a cue with a broken time among good ones',
    TWO.replace('\n\n2', '\n\n7\n00:00:0x,000 --> 00:00:03,000\nBroken\n\n2'),
    TWO_CUES,
  ],
  [
    'two-line text with markup',
    TWO.replace('Hello', '<i>Hello</i>\nthere'),
    [{ ...TWO_CUES[0], text: '<i>Hello</i>\nthere' }, TWO_CUES[1]],
  ],
];

/** Each reader gives plain { start, end, text } cues. */
export const SRT_READERS = [
  {
    id: 'captio-srt-cues',
    label: '@captio/subtitle-core parseSrtCues',
    async load() {
      const { parseSrtCues } = await import('@captio/subtitle-core');
      return (text) =>
        parseSrtCues(text).map(({ start, end, text: t }) => ({ start, end, text: t }));
    },
  },
  {
    id: 'captio-srt',
    label: '@captio/subtitle-core parseSrt',
    async load() {
      const { parseSrt } = await import('@captio/subtitle-core');
      return (text) =>
        parseSrt(text).cues.map(({ start, end, text: t }) => ({ start, end, text: t }));
    },
  },
  {
    id: 'subtitle',
    label: 'subtitle parseSync',
    async load() {
      const module = await import('subtitle');
      const lib = module.default ?? module;
      return (text) =>
        lib
          .parseSync(text)
          .filter((node) => node.type === 'cue')
          .map(({ data }) => ({ start: data.start, end: data.end, text: data.text }));
    },
  },
  {
    id: 'srt-parser-2',
    label: 'srt-parser-2 fromSrt',
    async load() {
      const { default: Parser } = await import('srt-parser-2');
      const parser = new Parser();
      return (text) =>
        parser.fromSrt(text).map((cue) => ({
          start: Math.round(cue.startSeconds * 1000),
          end: Math.round(cue.endSeconds * 1000),
          text: cue.text,
        }));
    },
  },
];

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** For each reader: how many cases it reads right, and the names of those it does not. */
export async function srtQuirkScores() {
  const scores = {};
  for (const { id, load } of SRT_READERS) {
    const read = await load();
    const missed = [];
    for (const [name, text, expected] of SRT_QUIRKS) {
      let cues;
      try {
        cues = read(text);
      } catch {
        cues = undefined;
      }
      if (!same(cues, expected)) missed.push(name);
    }
    scores[id] = { right: SRT_QUIRKS.length - missed.length, missed };
  }
  return scores;
}

export async function srtQuirkBench() {
  const scores = await srtQuirkScores();
  console.log(`\nSubRip as real files write it: ${SRT_QUIRKS.length} cases read right`);
  for (const { id, label } of SRT_READERS) {
    const { right, missed } = scores[id];
    console.log(
      `  ${label.padEnd(34)} ${String(right).padStart(2)}/${SRT_QUIRKS.length}${missed.length > 0 ? `  missed: ${missed.join('; ')}` : ''}`,
    );
  }
  return scores;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await srtQuirkBench();
