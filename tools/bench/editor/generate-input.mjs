// The recordings and transcripts the bench opens: a cheap audio file of the given length (an
// 8 kHz mono Opus tone whose loudness swells and fades, so the waveform has a shape; one
// six-minute piece encoded once, then repeated without re-encoding) and a transcript of one
// cue per 3.6 s on average, with word times, made by a seeded PRNG so every run opens the same
// text. Files are kept in tmp/bench/editor-input/ and made again only when missing.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PIECE_SECONDS = 360;

const WORDS = (
  'the a we and to of that is it for on you this with as are be at have so our they what ' +
  'about can will people year time just know think really going well right there make ' +
  'market product customer interview question answer meeting budget quarter project team ' +
  'report results growth plan design research school river morning evening together ' +
  'because before after again important different little always never something nothing ' +
  'everyone remember understand explain happened started finished tomorrow yesterday ' +
  'café naïve résumé Zürich São Paulo Kraków München'
).split(' ');

function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` cues spread over `durationMs`, 4-22 words each, every word with its own times. */
export function makeLines(count, durationMs, seed = 12) {
  const random = mulberry32(seed);
  const slot = durationMs / count;
  const lines = [];
  for (let i = 0; i < count; i++) {
    const start = Math.round(i * slot + random() * 150);
    const end = Math.round((i + 1) * slot - 100 - random() * 200);
    const wordCount = 4 + Math.floor(random() * 19);
    const words = [];
    const step = (end - start) / wordCount;
    for (let w = 0; w < wordCount; w++) {
      let text = WORDS[Math.floor(random() * WORDS.length)];
      if (w === 0) text = text[0].toUpperCase() + text.slice(1);
      if (w === wordCount - 1) text += random() < 0.2 ? '?' : '.';
      else if (random() < 0.08) text += ',';
      words.push({
        text,
        start: Math.round(start + w * step),
        end: Math.round(start + (w + 1) * step - 20),
      });
    }
    lines.push({
      start_time: start,
      end_time: end,
      text: words.map((word) => word.text).join(' '),
      speaker: random() < 0.5 ? 's1' : 's2',
      words,
    });
  }
  return lines;
}

/** An Opus file of `minutes` in `dir` (made once), whole multiples of six minutes. */
export async function makeRecording(dir, minutes) {
  mkdirSync(dir, { recursive: true });
  const piece = join(dir, 'piece-6min.ogg');
  if (!existsSync(piece)) {
    await run('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi'],
      ...['-i', 'aevalsrc=0.6*sin(2*PI*220*t)*(0.55+0.45*sin(2*PI*0.13*t)):s=8000:c=mono'],
      ...['-t', String(PIECE_SECONDS), '-c:a', 'libopus', '-b:a', '6k', piece],
    ]);
  }
  const pieces = Math.max(1, Math.round((minutes * 60) / PIECE_SECONDS));
  const path = join(dir, `recording-${pieces * 6}min.ogg`);
  if (!existsSync(path)) {
    await run('ffmpeg', [
      ...['-v', 'error', '-y', '-stream_loop', String(pieces - 1), '-i', piece],
      ...['-c', 'copy', path],
    ]);
  }
  return { path, durationMs: pieces * PIECE_SECONDS * 1000, contentType: 'audio/ogg' };
}
