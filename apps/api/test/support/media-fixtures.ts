import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { madeMedia } from './media-cache.js';

const run = promisify(execFile);

/** Real media made by ffmpeg from its test sources, in a temporary folder. */
export interface MediaFixtures {
  dir: string;
  /** Media files by name, as bytes. */
  bytes(name: FixtureName): Promise<Buffer>;
  remove(): Promise<void>;
}

const FIXTURES = {
  /** 3 s of a 440 Hz tone, mp3. */
  'tone.mp3': [
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=3',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '64k',
  ],
  /** The same tone at 880 Hz: other content, same length. */
  'tone-high.mp3': [
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=880:duration=3',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '64k',
  ],
  /** 8 s, past a 5-second limit and under 100 KB. */
  'long-tone.mp3': [
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:duration=8',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '32k',
  ],
  /** 2 s of a moving test picture with a tone, H.264 and AAC in mp4, with a cut to another source. */
  'clip.mp4': [
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=1:size=320x240:rate=10',
    '-f',
    'lavfi',
    '-i',
    'smptebars=duration=1:size=320x240:rate=10',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=500:duration=2',
    '-filter_complex',
    '[0:v][1:v]concat=n=2:v=1:a=0[v]',
    '-map',
    '[v]',
    '-map',
    '2:a',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
  ],
  /** 2 s of 44.1 kHz mono PCM: about 180 KB, past a 100 KB limit and under 5 s. */
  'medium.wav': [
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=660:duration=2',
    '-ac',
    '1',
    '-ar',
    '44100',
    '-c:a',
    'pcm_s16le',
  ],
  /** 12 s of 44.1 kHz stereo PCM: about 2 MB, past Fastify's 1 MB body limit. */
  'big.wav': [
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=220:duration=12',
    '-ac',
    '2',
    '-ar',
    '44100',
    '-c:a',
    'pcm_s16le',
  ],
} as const;
export type FixtureName = keyof typeof FIXTURES | 'not-media.mp4';

export async function makeMediaFixtures(): Promise<MediaFixtures> {
  const dir = await mkdtemp(join(tmpdir(), 'captio-media-'));
  await Promise.all(
    Object.entries(FIXTURES).map(async ([name, args]) => {
      const made = await madeMedia(['ffmpeg', ...args], extname(name), async (path) => {
        await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, path]);
      });
      await copyFile(made, join(dir, name));
    }),
  );
  // Text with a video name: refused by what it holds.
  await writeFile(join(dir, 'not-media.mp4'), 'WEBVTT\n\n00:00.000 --> 00:01.000\nnot a video\n');
  return {
    dir,
    bytes: (name) => readFile(join(dir, name)),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export interface FormPart {
  name: string;
  /** A file part when set; a plain field otherwise. */
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipartForm(parts: FormPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----captio${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename
      ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
      : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every file under a folder, as paths relative to it (missing folder: none). */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
