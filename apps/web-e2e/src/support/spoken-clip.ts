import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What espeak-ng says in the test clips; a recognizer's words must overlap it. */
export const SPOKEN =
  'Hello and welcome. Today we talk about the weather in London. Tomorrow it will rain in the morning.';

/** A spoken English clip (espeak-ng, AAC in M4A) in a folder of its own, and how to remove it. */
export interface SpokenClip {
  /** The folder, for the files a test writes beside the clip. */
  work: string;
  clip: string;
  remove(): Promise<void>;
}

/** Speaks SPOKEN into `fileName` (an .m4a) in a new temporary folder named with `prefix`. */
export async function spokenClip(prefix: string, fileName: string): Promise<SpokenClip> {
  const work = await mkdtemp(join(tmpdir(), prefix));
  const wav = join(work, 'speech.wav');
  const clip = join(work, fileName);
  await run('espeak-ng', ['-v', 'en-us', '-s', '140', '-w', wav, SPOKEN]);
  await run('ffmpeg', ['-v', 'error', '-i', wav, '-c:a', 'aac', '-b:a', '64k', clip]);
  return { work, clip, remove: () => rm(work, { recursive: true, force: true }) };
}
