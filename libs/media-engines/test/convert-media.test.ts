import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { convertMedia, OUTPUT_FORMATS, probeMedia, type OutputFormat } from '../src/index.js';
import { ffmpeg, filesIn } from './support/media-fixtures.js';
import { useScratchDir } from './support/scratch-dir.js';

const fixtures = inject('mediaFixtures');

/** ffmpeg's hash of the compressed packets of a file's first stream of a kind, as stored. */
async function packetsHash(path: string, kind: 'a' | 'v'): Promise<string> {
  const { stdout } = await promisify(execFile)('ffmpeg', [
    ...['-nostdin', '-loglevel', 'error', '-i', path],
    ...['-map', `0:${kind}:0`, '-c', 'copy', '-f', 'hash', '-hash', 'md5', '-'],
  ]);
  return stdout.trim();
}
const audioPacketsHash = (path: string) => packetsHash(path, 'a');
const videoPacketsHash = (path: string) => packetsHash(path, 'v');
const MP4 = 'mov,mp4,m4a,3gp,3g2,mj2';

/** A clip no mp4 holds as it is: VP8 and Vorbis in WebM, at odd sides (H.264 4:2:0 needs even). */
const webm = join(fixtures.dir, 'odd-clip.webm');
/** H.264 that many players cannot show: 4:4:4 (High 4:4:4 profile). */
const h264444 = join(fixtures.dir, 'clip-444.mp4');
beforeAll(async () => {
  await Promise.all([
    ffmpeg(
      ...['-f', 'lavfi', '-i', 'testsrc=s=161x121:r=10:d=2', '-f', 'lavfi', '-i', 'sine=d=2'],
      ...['-c:v', 'libvpx', '-c:a', 'libvorbis', '-shortest', webm],
    ),
    ffmpeg(
      ...['-f', 'lavfi', '-i', 'testsrc=s=160x120:r=10:d=2', '-c:v', 'libx264'],
      ...['-preset', 'ultrafast', '-pix_fmt', 'yuv444p', h264444],
    ),
  ]);
});

describe('convertMedia', () => {
  const scratch = useScratchDir();

  it('offers the eight formats', () => {
    expect(OUTPUT_FORMATS).toEqual(['mp4', 'mp3', 'm4a', 'wav', 'aac', 'flac', 'opus', 'ogg']);
  });

  it.each<[OutputFormat, string, string[]]>([
    ['mp4', MP4, ['video:h264', 'audio:aac']],
    ['mp3', 'mp3', ['audio:mp3']],
    ['m4a', MP4, ['audio:aac']],
    ['wav', 'wav', ['audio:pcm_s16le']],
    ['aac', 'aac', ['audio:aac']],
    ['flac', 'flac', ['audio:flac']],
    ['opus', 'ogg', ['audio:opus']],
    ['ogg', 'ogg', ['audio:vorbis']],
  ])('writes %s from a video: %s holding %j', async (format, container, streams) => {
    const output = join(scratch.path, `out.${format}`);
    const progress: number[] = [];
    await convertMedia(fixtures.clipMp4, output, format, {
      onProgress: (fraction) => progress.push(fraction),
    });
    const media = await probeMedia(output);
    expect(media.container).toBe(container);
    expect(media.streams.map((stream) => `${stream.type}:${stream.codec}`)).toEqual(streams);
    expect(media.durationSeconds).toBeCloseTo(4, 0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await filesIn(scratch.path)).toEqual([`out.${format}`]);
  });

  it('re-encodes to H.264 and AAC what mp4 cannot hold as it is, at even sides', async () => {
    const output = join(scratch.path, 'out.mp4');
    await convertMedia(webm, output, 'mp4');
    const media = await probeMedia(output);
    expect(media.streams).toMatchObject([
      { type: 'video', codec: 'h264', width: 160, height: 120 },
      { type: 'audio', codec: 'aac' },
    ]);
  });

  it.each([
    ['copies H.264 stored as every player reads it', fixtures.clipMp4, 'yuv420p', true],
    ['re-encodes H.264 stored in 4:4:4', h264444, 'yuv420p', false],
  ])('%s', async (_, input, pixelFormat, copied) => {
    const output = join(scratch.path, 'out.mp4');
    await convertMedia(input, output, 'mp4');
    const media = await probeMedia(output);
    expect(media.streams[0]).toMatchObject({ type: 'video', codec: 'h264', pixelFormat });
    const same = (await videoPacketsHash(output)) === (await videoPacketsHash(input));
    expect(same).toBe(copied);
  });

  it.each<[string, OutputFormat, string]>([
    ['an MP3 to mp3', 'mp3', 'mp3'],
    ['a Vorbis file to ogg', 'ogg', 'vorbis'],
  ])('copies the sound of %s rather than encoding it again', async (_, format, codec) => {
    const input = format === 'mp3' ? fixtures.toneMp3 : fixtures.toneOgg;
    const output = join(scratch.path, `out.${format}`);
    await convertMedia(input, output, format);
    expect((await probeMedia(output)).streams).toMatchObject([{ type: 'audio', codec }]);
    // The same compressed packets, byte for byte: copied, not decoded and encoded again.
    expect(await audioPacketsHash(output)).toBe(await audioPacketsHash(input));
  });

  it.each<[string, string, OutputFormat, string]>([
    ['a video without sound to mp3', 'silentClipMp4', 'mp3', 'no-audio-stream'],
    ['a sound to mp4', 'toneWav', 'mp4', 'no-video-stream'],
    ['a text file', 'textAsMp4', 'wav', 'not-media'],
  ])('refuses %s, writing nothing', async (_, fixture, format, code) => {
    const input = fixtures[fixture as 'silentClipMp4' | 'toneWav' | 'textAsMp4'];
    await expect(
      convertMedia(input, join(scratch.path, `out.${format}`), format),
    ).rejects.toMatchObject({ code });
    expect(await filesIn(scratch.path)).toEqual([]);
  });

  it('leaves nothing when aborted', async () => {
    const controller = new AbortController();
    const converting = convertMedia(webm, join(scratch.path, 'out.mp4'), 'mp4', {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(converting).rejects.toMatchObject({ code: 'aborted' });
    expect(await filesIn(scratch.path)).toEqual([]);
  });
});
