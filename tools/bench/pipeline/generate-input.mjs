// The bench's inputs, made in a temporary folder: a spoken recording (espeak-ng reading English
// sentences from a seeded PRNG, so every run hears the same words) muxed with a small test-pattern
// video into an mp4, and a large 48 kHz stereo WAV for the upload memory test.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** mulberry32: tiny, fast, and good enough to vary test content; not for anything secret. */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, pick };
}

const words = (text) => text.split(' ');
// Plain, common words: the kind of talk a recording holds, and words PocketSphinx's general
// English model knows.
const POOL = {
  name: words('Anna David Maria Peter Sarah John Emma Thomas Laura Michael'),
  adjective: words(
    'old young small large quiet busy early late bright dark cold warm heavy simple careful',
  ),
  noun: words(
    'farmer teacher doctor river market garden village window letter morning evening road ' +
      'house table friend family city station school bridge train weather problem answer',
  ),
  verbPast: words(
    'walked looked waited listened worked talked returned stopped started opened closed called',
  ),
  verb: words('need want find keep bring take read write carry build visit follow'),
  adverb: words('slowly quickly quietly carefully often always never again together early'),
  preposition: words('to from across behind near under over through along beside'),
  time: ['today', 'yesterday', 'last week', 'every morning', 'in the evening', 'after lunch'],
};

const TEMPLATES = [
  (p) =>
    `The ${p('adjective')} ${p('noun')} ${p('verbPast')} ${p('preposition')} the ${p('noun')}.`,
  (p) => `${p('name')} said that the ${p('noun')} was ${p('adjective')} ${p('time')}.`,
  (p) =>
    `We ${p('verb')} the ${p('noun')} ${p('adverb')}, because the ${p('noun')} is ${p('adjective')}.`,
  (p) =>
    `When the ${p('noun')} ${p('verbPast')}, ${p('name')} ${p('verbPast')} ${p('preposition')} the ${p('adjective')} ${p('noun')}.`,
  (p) => `Did you ${p('verb')} the ${p('noun')} ${p('time')}?`,
  (p) =>
    `${p('name')} and ${p('name')} ${p('verbPast')} ${p('adverb')} ${p('preposition')} the ${p('noun')} near the ${p('noun')}.`,
];

/** About `count` words of English sentences, the same for the same seed. */
export function spokenText(count, seed = 12) {
  const random = createRandom(seed);
  const take = (kind) => random.pick(POOL[kind]);
  const sentences = [];
  let total = 0;
  while (total < count) {
    const sentence = random.pick(TEMPLATES)(take);
    sentences.push(sentence);
    total += sentence.split(/\s+/).length;
  }
  // A paragraph every few sentences: espeak-ng pauses longer there, as a speaker would.
  const paragraphs = [];
  for (let i = 0; i < sentences.length; i += 5)
    paragraphs.push(sentences.slice(i, i + 5).join(' '));
  return paragraphs.join('\n\n');
}

/** Runs a program to its end; rejects with its stderr when it fails. */
export async function run(program, args) {
  const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text) => (stderr += text));
  const [code, signal] = await once(child, 'close');
  if (code !== 0) {
    throw new Error(`${program} ${args.join(' ')} failed (${signal ?? code}): ${stderr.trim()}`);
  }
  return stdout;
}

/** espeak-ng's default is 175 words a minute; people reading aloud speak at about 150-160. */
const WORDS_PER_MINUTE = 160;

/**
 * An mp4 of `minutes` minutes: espeak-ng reading the text (44.1 kHz AAC, as a phone records)
 * over a 320x240 15 fps test pattern (x264 ultrafast). Returns its path and the text spoken.
 */
export async function makeRecording(dir, minutes) {
  // Pauses at commas and full stops slow the reading down: a third more words than the rate
  // says is always enough, and ffmpeg cuts the speech at the length asked for.
  const text = spokenText(Math.ceil(minutes * WORDS_PER_MINUTE * 1.35));
  const textFile = join(dir, 'speech.txt');
  const speechWav = join(dir, 'speech.wav');
  const mp4 = join(dir, `recording-${minutes}min.mp4`);
  writeFileSync(textFile, text);
  await run('espeak-ng', [
    '-v',
    'en-us',
    '-s',
    String(WORDS_PER_MINUTE),
    '-f',
    textFile,
    '-w',
    speechWav,
  ]);
  const seconds = String(minutes * 60);
  // The speech has to fill the length asked for, or the figures are for a shorter recording.
  const spoken = Number(
    await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      speechWav,
    ]),
  );
  if (!(spoken >= minutes * 60)) {
    throw new Error(`espeak-ng spoke ${spoken.toFixed(0)} s, less than ${seconds} s`);
  }
  await run('ffmpeg', [
    ...['-nostdin', '-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15'],
    ...['-i', speechWav],
    ...['-map', '0:v', '-map', '1:a', '-t', seconds],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '96k', '-ar', '44100', '-ac', '1'],
    ...['-movflags', '+faststart', mp4],
  ]);
  return { path: mp4, text };
}

const WAV_RATE = 48_000;
const WAV_CHANNELS = 2;
export const WAV_BYTES_PER_SECOND = WAV_RATE * WAV_CHANNELS * 2;

/**
 * A 16-bit 48 kHz stereo WAV of about `bytes` bytes (whole seconds): one second of a quiet
 * two-tone signal with seeded noise, repeated. Written by this process, which is faster than
 * any encoder: ffprobe reads its header as any WAV's. Returns the path and its duration.
 */
export async function makeLargeWav(dir, bytes) {
  const seconds = Math.max(1, Math.floor(bytes / WAV_BYTES_PER_SECOND));
  const dataBytes = seconds * WAV_BYTES_PER_SECOND;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(WAV_CHANNELS, 22);
  header.writeUInt32LE(WAV_RATE, 24);
  header.writeUInt32LE(WAV_BYTES_PER_SECOND, 28);
  header.writeUInt16LE(WAV_CHANNELS * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);

  const random = createRandom(7);
  const second = Buffer.alloc(WAV_BYTES_PER_SECOND);
  for (let i = 0; i < WAV_RATE; i++) {
    const tone =
      Math.sin((2 * Math.PI * 220 * i) / WAV_RATE) + Math.sin((2 * Math.PI * 330 * i) / WAV_RATE);
    const left = Math.round(3000 * tone + 500 * (random.next() - 0.5));
    const right = Math.round(3000 * tone + 500 * (random.next() - 0.5));
    second.writeInt16LE(left, i * 4);
    second.writeInt16LE(right, i * 4 + 2);
  }
  const path = join(dir, `upload-${Math.round(dataBytes / 1e6)}mb.wav`);
  const out = createWriteStream(path);
  const write = async (chunk) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  await write(header);
  for (let s = 0; s < seconds; s++) await write(second);
  out.end();
  await once(out, 'finish');
  return { path, seconds, bytes: 44 + dataBytes };
}
