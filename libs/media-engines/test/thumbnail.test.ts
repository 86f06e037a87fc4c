import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { thumbnail } from '../src/index.js';
import { filesIn } from './support/media-fixtures.js';
import { useScratchDir } from './support/scratch-dir.js';

const fixtures = inject('mediaFixtures');

/** The picture's average colour, as ffmpeg scales it down to one pixel. */
async function averageColour(jpeg: string): Promise<[number, number, number]> {
  const { stdout } = await promisify(execFile)(
    'ffmpeg',
    [
      '-loglevel',
      'error',
      '-i',
      jpeg,
      '-vf',
      'scale=1:1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
    { encoding: 'buffer' },
  );
  return [stdout[0] ?? 0, stdout[1] ?? 0, stdout[2] ?? 0];
}

describe('thumbnail', () => {
  const scratch = useScratchDir();

  it.each([
    ['at its stored size', fixtures.clipMp4, {}, 160, 120],
    ['scaled down to a width', fixtures.clipMp4, { maxWidth: 80 }, 80, 60],
    ['not scaled up past its size', fixtures.clipMp4, { maxWidth: 1000 }, 160, 120],
    ['turned as a player shows a rotated video', fixtures.rotatedMp4, {}, 120, 160],
  ])('writes a JPEG frame %s', async (_label, input, options, width, height) => {
    const output = join(scratch.path, 'thumb.jpg');
    await thumbnail(input, output, 1, options);
    const { stdout } = await promisify(execFile)('ffprobe', [
      ...['-loglevel', 'error', '-show_entries', 'stream=codec_name,width,height'],
      ...['-of', 'csv=p=0', output],
    ]);
    expect(stdout.trim()).toBe(`mjpeg,${width},${height}`);
  });

  it.each([
    [1, 'red', 0],
    [5, 'blue', 2],
  ] as const)('shows the frame at %s s (%s)', async (seconds, _colour, channel) => {
    const output = join(scratch.path, 'thumb.jpg');
    await thumbnail(fixtures.scenesMp4, output, seconds);
    const colour = await averageColour(output);
    const strongest = colour.indexOf(Math.max(...colour));
    expect(strongest).toBe(channel);
    expect(colour[channel]).toBeGreaterThan(200);
  });

  it.each([
    ['a time past the end', fixtures.clipMp4, 4.5, 'invalid-argument'],
    ['a negative time', fixtures.clipMp4, -1, 'invalid-argument'],
    ['audio only', fixtures.toneWav, 1, 'no-video-stream'],
    ['a text file named .mp4', fixtures.textAsMp4, 1, 'not-media'],
  ])('refuses %s and writes nothing', async (_label, input, seconds, code) => {
    await expect(thumbnail(input, join(scratch.path, 'thumb.jpg'), seconds)).rejects.toMatchObject({
      code,
    });
    expect(await filesIn(scratch.path)).toEqual([]);
  });
});
