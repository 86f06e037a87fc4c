import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The repository's tmp/ (ignored by git), where made media outlive a run. */
const CACHE_DIR = fileURLToPath(new URL('../../../../tmp/test-media/', import.meta.url));

let versions: Promise<string> | undefined;

/** The first lines of `ffmpeg -version` and `espeak-ng --version`: new programs, new media. */
function toolVersions(): Promise<string> {
  versions ??= Promise.all([run('ffmpeg', ['-version']), run('espeak-ng', ['--version'])]).then(
    (outputs) => outputs.map(({ stdout }) => stdout.split('\n')[0]).join('\n'),
  );
  return versions;
}

/**
 * The path of a media file made once by `make` and kept under tmp/test-media, named by what
 * makes it (`recipe`, and the versions of ffmpeg and espeak-ng): test files and runs after the
 * first copy it instead of running the programs again. `make` writes to the path it is given,
 * which ends with `extension` (ffmpeg picks the format by it); the file is renamed into place
 * when whole, so that runs at the same moment never read half of one.
 */
export async function madeMedia(
  recipe: readonly string[],
  extension: string,
  make: (path: string) => Promise<void>,
): Promise<string> {
  const key = createHash('sha256')
    .update(JSON.stringify([await toolVersions(), ...recipe]))
    .digest('hex')
    .slice(0, 32);
  const path = join(CACHE_DIR, `${key}${extension}`);
  try {
    await access(path);
    return path;
  } catch {
    // Not made yet.
  }
  await mkdir(CACHE_DIR, { recursive: true });
  const partial = join(
    CACHE_DIR,
    `${key}-${process.pid}-${Math.random().toString(36).slice(2)}${extension}`,
  );
  try {
    await make(partial);
    await rename(partial, path);
  } finally {
    await rm(partial, { force: true });
  }
  return path;
}

/** Speech espeak-ng says, as a 16 kHz mono WAV at `path`. */
export async function speak(text: string, path: string): Promise<void> {
  await run('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', path, text]);
}

/** What espeak-ng says of `text` as an m4a (AAC, what a phone records), made once. */
export function spokenM4a(text: string): Promise<string> {
  return madeMedia(['spoken m4a', text], '.m4a', async (m4a) => {
    const work = await mkdtemp(join(tmpdir(), 'captio-speech-'));
    try {
      const wav = join(work, 'speech.wav');
      await speak(text, wav);
      await run('ffmpeg', ['-v', 'error', '-i', wav, '-c:a', 'aac', '-b:a', '64k', m4a]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
}
