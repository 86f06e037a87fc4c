import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Real media made on the spot with ffmpeg's lavfi sources and espeak-ng, so that the tests
 * need no binary files in the repository and show exactly what each file holds.
 */
export interface MediaFixtures {
  dir: string;
  /** 3 s, 440 Hz sine at ffmpeg's amplitude of 1/8, 44.1 kHz stereo PCM. */
  toneWav: string;
  /** 3 s sine, MP3 (44.1 kHz stereo). */
  toneMp3: string;
  /** 3 s sine, Ogg Vorbis (48 kHz mono). */
  toneOgg: string;
  /** 2 s of digital silence, 8 kHz mono. */
  silenceWav: string;
  /** 1.5 s sine then 1.5 s silence, 8 kHz mono. */
  toneThenSilenceWav: string;
  /** 4 s testsrc picture 160x120 at 10 fps (H.264) with a sine (AAC). */
  clipMp4: string;
  /** The same clip, picture only. */
  silentClipMp4: string;
  /** The same clip tagged to be shown turned by 90 degrees. */
  rotatedMp4: string;
  /** 6 s: red for 2 s, testsrc for 2 s, blue for 2 s: scene cuts at 2 s and 4 s. */
  scenesMp4: string;
  /** Plain text named like a video. */
  textAsMp4: string;
  /** A still picture. */
  png: string;
  /** A subtitle file: ffprobe reads it, as a subtitle stream. */
  srt: string;
  /** An empty file. */
  empty: string;
}

export async function ffmpeg(...args: string[]): Promise<void> {
  await run('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

const TESTSRC = 'testsrc=s=160x120:r=10:d=4';

export async function makeMediaFixtures(): Promise<MediaFixtures> {
  const dir = await mkdtemp(join(tmpdir(), 'captio-media-engines-'));
  const at = (name: string) => join(dir, name);
  const fixtures: MediaFixtures = {
    dir,
    toneWav: at('tone.wav'),
    toneMp3: at('tone.mp3'),
    toneOgg: at('tone.ogg'),
    silenceWav: at('silence.wav'),
    toneThenSilenceWav: at('tone-then-silence.wav'),
    clipMp4: at('clip.mp4'),
    silentClipMp4: at('silent-clip.mp4'),
    rotatedMp4: at('rotated.mp4'),
    scenesMp4: at('scenes.mp4'),
    textAsMp4: at('notes.mp4'),
    png: at('still.png'),
    srt: at('captions.srt'),
    empty: at('empty.wav'),
  };
  const sine = (seconds: number, rate: number) => `sine=f=440:d=${seconds}:sample_rate=${rate}`;
  await Promise.all([
    ffmpeg('-f', 'lavfi', '-i', sine(3, 44100), '-ac', '2', '-c:a', 'pcm_s16le', fixtures.toneWav),
    ffmpeg('-f', 'lavfi', '-i', sine(3, 44100), '-ac', '2', '-c:a', 'libmp3lame', fixtures.toneMp3),
    ffmpeg('-f', 'lavfi', '-i', sine(3, 48000), '-c:a', 'libvorbis', fixtures.toneOgg),
    ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '2', fixtures.silenceWav),
    ffmpeg(
      ...['-f', 'lavfi', '-i', sine(1.5, 8000), '-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono'],
      ...['-filter_complex', '[1]atrim=duration=1.5[quiet];[0][quiet]concat=n=2:v=0:a=1'],
      fixtures.toneThenSilenceWav,
    ),
    ffmpeg(
      ...['-f', 'lavfi', '-i', TESTSRC, '-f', 'lavfi', '-i', sine(4, 44100)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      fixtures.clipMp4,
    ),
    ffmpeg(
      ...['-f', 'lavfi', '-i', TESTSRC, '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-pix_fmt', 'yuv420p'],
      fixtures.silentClipMp4,
    ),
    ffmpeg(
      ...['-f', 'lavfi', '-i', 'color=c=red:s=160x120:r=10:d=2'],
      ...['-f', 'lavfi', '-i', 'testsrc=s=160x120:r=10:d=2'],
      ...['-f', 'lavfi', '-i', 'color=c=blue:s=160x120:r=10:d=2'],
      ...['-filter_complex', '[0][1][2]concat=n=3:v=1:a=0'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      fixtures.scenesMp4,
    ),
    ffmpeg('-f', 'lavfi', '-i', 'testsrc=s=64x48:d=1', '-frames:v', '1', fixtures.png),
    writeFile(fixtures.textAsMp4, 'Meeting notes: this is text, not a video.\n'),
    writeFile(fixtures.srt, '1\n00:00:01,000 --> 00:00:02,000\nHello\n'),
    writeFile(fixtures.empty, ''),
  ]);
  // Copying the stream keeps the picture and only adds the display matrix.
  await ffmpeg(
    ...['-i', fixtures.clipMp4, '-c', 'copy', '-metadata:s:v:0', 'rotate=90'],
    fixtures.rotatedMp4,
  );
  return fixtures;
}

/** espeak-ng speaking `text` to a WAV file (22.05 kHz mono), in the given voice and speed. */
export async function speak(
  text: string,
  outputWav: string,
  voice = 'en-us',
  wordsPerMinute = 160,
): Promise<void> {
  await run('espeak-ng', ['-v', voice, '-s', String(wordsPerMinute), '-w', outputWav, text]);
}

export async function removeFixtures(fixtures: { dir: string }): Promise<void> {
  await rm(fixtures.dir, { recursive: true, force: true });
}

/** What a folder holds, so that a test can say that nothing (no temporary file) was left. */
export async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort();
}
