import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { probeMedia, type MediaInfo } from '../src/index.js';
import { ffmpeg, type MediaFixtures } from './support/media-fixtures.js';
import { useScratchDir } from './support/scratch-dir.js';

const fixtures = inject('mediaFixtures');

type Expected = Omit<MediaInfo, 'sizeBytes' | 'durationSeconds'> & { durationSeconds: number };

/** The picture of the clips made by media-fixtures.ts: testsrc as H.264. */
const CLIP_PICTURE = {
  type: 'video',
  index: 0,
  codec: 'h264',
  width: 160,
  height: 120,
  rotation: 0,
  pixelFormat: 'yuv420p',
} as const;

const MEDIA: [keyof MediaFixtures, Expected][] = [
  [
    'toneWav',
    {
      kind: 'audio',
      container: 'wav',
      durationSeconds: 3,
      streams: [{ type: 'audio', index: 0, codec: 'pcm_s16le', channels: 2, sampleRate: 44100 }],
    },
  ],
  [
    'toneMp3',
    {
      kind: 'audio',
      container: 'mp3',
      durationSeconds: 3,
      streams: [{ type: 'audio', index: 0, codec: 'mp3', channels: 2, sampleRate: 44100 }],
    },
  ],
  [
    'toneOgg',
    {
      kind: 'audio',
      container: 'ogg',
      durationSeconds: 3,
      streams: [{ type: 'audio', index: 0, codec: 'vorbis', channels: 1, sampleRate: 48000 }],
    },
  ],
  [
    'clipMp4',
    {
      kind: 'video',
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      durationSeconds: 4,
      streams: [
        CLIP_PICTURE,
        { type: 'audio', index: 1, codec: 'aac', channels: 1, sampleRate: 44100 },
      ],
    },
  ],
  [
    'silentClipMp4',
    {
      kind: 'video',
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      durationSeconds: 4,
      streams: [CLIP_PICTURE],
    },
  ],
  [
    'rotatedMp4',
    {
      kind: 'video',
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      durationSeconds: 4,
      streams: [
        { ...CLIP_PICTURE, rotation: 90 },
        { type: 'audio', index: 1, codec: 'aac', channels: 1, sampleRate: 44100 },
      ],
    },
  ],
];

describe('probeMedia', () => {
  it.each(MEDIA)('describes %s', async (name, expected) => {
    const info = await probeMedia(fixtures[name]);
    const { durationSeconds, ...rest } = expected;
    expect(info).toMatchObject(rest);
    expect(info.streams).toHaveLength(expected.streams.length);
    // Encoders pad a little (AAC priming, MP3 frames): a few hundredths of a second.
    expect(info.durationSeconds).toBeCloseTo(durationSeconds, 1);
    expect(info.sizeBytes).toBeGreaterThan(0);
  });

  it.each([
    ['a text file named .mp4', 'textAsMp4'],
    ['a still picture', 'png'],
    ['a subtitle file', 'srt'],
    ['an empty file', 'empty'],
  ] as const)('refuses %s as not audio or video', async (_label, name) => {
    await expect(probeMedia(fixtures[name])).rejects.toMatchObject({
      name: 'EngineError',
      code: 'not-media',
    });
  });

  it('refuses a folder and a missing file with their own codes', async () => {
    await expect(probeMedia(fixtures.dir)).rejects.toMatchObject({ code: 'not-media' });
    await expect(probeMedia(join(fixtures.dir, 'missing.mp4'))).rejects.toMatchObject({
      code: 'input-not-found',
    });
  });

  describe('a duration ffprobe only estimates', () => {
    const scratch = useScratchDir();

    it('is measured: an MP3 without a Xing header, loud first, then at a low bitrate', async () => {
      // The size over the first frames' bitrate makes the 63 s of this file about 4 s.
      const loud = join(scratch.path, 'loud.mp3');
      const quiet = join(scratch.path, 'quiet.mp3');
      const sine = (seconds: number, rate: number) =>
        `sine=frequency=440:sample_rate=${rate}:duration=${seconds}`;
      await ffmpeg('-f', 'lavfi', '-i', sine(3, 44100), '-b:a', '320k', '-write_xing', '0', loud);
      await ffmpeg('-f', 'lavfi', '-i', sine(60, 8000), '-b:a', '8k', '-write_xing', '0', quiet);
      const joined = join(scratch.path, 'joined.mp3');
      await writeFile(joined, Buffer.concat([await readFile(loud), await readFile(quiet)]));
      const info = await probeMedia(joined);
      expect(info.durationSeconds).toBeGreaterThan(62);
      expect(info.durationSeconds).toBeLessThan(64);
    });
  });

  describe('file names are only names', () => {
    const scratch = useScratchDir();

    it.each([
      '-version.wav',
      'concat:tone.wav|tone.wav',
      'http:example.wav',
      "a $(touch pwned) 'quoted'; name.wav",
    ])('probes a file called %s', async (name) => {
      const path = join(scratch.path, name);
      await copyFile(fixtures.toneWav, path);
      const info = await probeMedia(path);
      expect(info.container).toBe('wav');
      expect(info.durationSeconds).toBeCloseTo(3, 1);
    });
  });
});
