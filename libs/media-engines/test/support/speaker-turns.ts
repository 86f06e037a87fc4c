import { execFile } from 'node:child_process';
import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ffmpeg } from './media-fixtures.js';

const run = promisify(execFile);

/** An espeak-ng voice: a voice name with variant ('en-us+m3') and a pitch (0..99, 50 usual). */
export interface Voice {
  name: string;
  pitch: number;
}

export interface Turn {
  speaker: number;
  text: string;
}

export interface SpokenConversation {
  /** 16 kHz mono 16-bit WAV of all turns, with a pause between turns. */
  wavPath: string;
  /** Each turn's place in the audio, integer ms. */
  segments: { start: number; end: number }[];
  /** The speaker of each turn (index into the voices). */
  truth: number[];
}

const PAUSE_SECONDS = 0.4;
/** espeak-ng writes 22.05 kHz mono 16-bit WAV with a plain 44-byte header. */
const ESPEAK_RATE = 22_050;
const ESPEAK_HEADER_BYTES = 44;

/**
 * espeak-ng speaks each turn in its speaker's voice; one ffmpeg run joins the turns, with a
 * pause between them, into one 16 kHz speech WAV. The turns' places follow from each part's
 * number of samples.
 */
export async function speakConversation(
  dir: string,
  name: string,
  voices: readonly Voice[],
  turns: readonly Turn[],
): Promise<SpokenConversation> {
  const pause = join(dir, `${name}-pause.wav`);
  const [parts] = await Promise.all([
    Promise.all(
      turns.map(async (turn, index) => {
        const voice = voices[turn.speaker];
        if (!voice) throw new Error(`turn ${index} has no voice ${turn.speaker}`);
        const part = join(dir, `${name}-${index}.wav`);
        const args = ['-v', voice.name, '-p', String(voice.pitch), '-s', '160', '-w', part];
        await run('espeak-ng', [...args, turn.text]);
        return part;
      }),
    ),
    ffmpeg(
      ...['-f', 'lavfi', '-i', `anullsrc=r=${ESPEAK_RATE}:cl=mono`, '-t', String(PAUSE_SECONDS)],
      ...['-c:a', 'pcm_s16le', pause],
    ),
  ]);
  const segments: { start: number; end: number }[] = [];
  const list: string[] = [];
  let at = 0;
  for (const [index, part] of parts.entries()) {
    if (index > 0) {
      list.push(`file '${pause}'`);
      at += PAUSE_SECONDS * 1000;
    }
    list.push(`file '${part}'`);
    const samples = ((await stat(part)).size - ESPEAK_HEADER_BYTES) / 2;
    const lengthMs = (samples / ESPEAK_RATE) * 1000;
    segments.push({ start: Math.round(at), end: Math.round(at + lengthMs) });
    at += lengthMs;
  }
  const listPath = join(dir, `${name}-parts.txt`);
  await writeFile(listPath, `${list.join('\n')}\n`);
  const wavPath = join(dir, `${name}.wav`);
  await ffmpeg(
    ...['-f', 'concat', '-safe', '0', '-i', listPath],
    ...['-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', wavPath],
  );
  return { wavPath, segments, truth: turns.map((turn) => turn.speaker) };
}

/**
 * The share of segments whose label matches the truth under the best one-to-one renaming of
 * labels (labels are arbitrary: speaker 0 of the engine may be speaker 2 of the truth). The best
 * renaming is found over subsets of the truth's speakers, so twenty labels take no time.
 */
export function agreementUpToPermutation(
  labels: readonly number[],
  truth: readonly number[],
): number {
  if (labels.length === 0) return 1;
  const labelCount = Math.max(...labels) + 1;
  const truthCount = Math.max(...truth) + 1;
  if (truthCount > 16) throw new Error('too many true speakers to compare');
  const matches = Array.from({ length: labelCount }, () => new Array<number>(truthCount).fill(0));
  labels.forEach((label, i) => {
    const row = matches[label];
    const speaker = truth[i] ?? -1;
    if (row && speaker >= 0) row[speaker] = (row[speaker] ?? 0) + 1;
  });
  // best[mask]: most matches with the labels so far given the true speakers in `mask`.
  let best = new Map<number, number>([[0, 0]]);
  for (const row of matches) {
    const next = new Map(best);
    for (const [mask, score] of best) {
      row.forEach((count, speaker) => {
        if (mask & (1 << speaker)) return;
        const key = mask | (1 << speaker);
        next.set(key, Math.max(next.get(key) ?? 0, score + count));
      });
    }
    best = next;
  }
  return Math.max(...best.values()) / labels.length;
}
