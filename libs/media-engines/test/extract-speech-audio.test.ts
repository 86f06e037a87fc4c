import { watch } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { extractSpeechAudio, probeMedia } from '../src/index.js';
import { ffmpeg, filesIn } from './support/media-fixtures.js';
import { useScratchDir } from './support/scratch-dir.js';

const fixtures = inject('mediaFixtures');

describe('extractSpeechAudio', () => {
  const scratch = useScratchDir();

  it.each([
    ['stereo 44.1 kHz WAV', fixtures.toneWav, 3],
    ['MP3', fixtures.toneMp3, 3],
    ['Ogg Vorbis at 48 kHz', fixtures.toneOgg, 3],
    ['the sound of an MP4 video', fixtures.clipMp4, 4],
  ])('turns %s into 16 kHz mono 16-bit PCM WAV', async (_label, input, seconds) => {
    const output = join(scratch.path, 'speech.wav');
    await extractSpeechAudio(input, output);
    const info = await probeMedia(output);
    expect(info).toMatchObject({
      kind: 'audio',
      container: 'wav',
      streams: [{ type: 'audio', codec: 'pcm_s16le', channels: 1, sampleRate: 16000 }],
    });
    expect(info.durationSeconds).toBeCloseTo(seconds, 1);
    // A plain 44-byte header, then 2 bytes per sample.
    expect(info.sizeBytes - 44).toBe(Math.round((info.durationSeconds ?? 0) * 16000) * 2);
    expect(await filesIn(scratch.path)).toEqual(['speech.wav']);
  });

  it.each([
    ['a video without sound', fixtures.silentClipMp4, 'no-audio-stream'],
    ['a text file named .mp4', fixtures.textAsMp4, 'not-media'],
    ['a still picture', fixtures.png, 'not-media'],
  ])('refuses %s and writes nothing', async (_label, input, code) => {
    await expect(extractSpeechAudio(input, join(scratch.path, 'speech.wav'))).rejects.toMatchObject(
      { code },
    );
    expect(await filesIn(scratch.path)).toEqual([]);
  });

  it('leaves no file, whole or partial, when aborted while writing', async () => {
    // Long enough that ffmpeg is still writing when the temporary file shows up.
    const input = join(scratch.path, 'long.wav');
    await ffmpeg('-f', 'lavfi', '-i', 'sine=f=300:d=1200:sample_rate=8000', input);
    const output = join(scratch.path, 'speech.wav');
    const controller = new AbortController();
    const sawPartialFile = new Promise<string>((resolve) => {
      const watcher = watch(scratch.path, (_event, name) => {
        if (name?.endsWith('.part')) {
          watcher.close();
          controller.abort();
          resolve(name);
        }
      });
    });
    const extraction = extractSpeechAudio(input, output, { signal: controller.signal });
    await expect(extraction).rejects.toMatchObject({ code: 'aborted' });
    expect(await sawPartialFile).toMatch(/^\.speech\.wav\..+\.part$/);
    expect(await filesIn(scratch.path)).toEqual(['long.wav']);
  });

  it('leaves no file when it runs out of time', async () => {
    const output = join(scratch.path, 'speech.wav');
    await expect(
      extractSpeechAudio(fixtures.clipMp4, output, { timeoutMs: 1 }),
    ).rejects.toMatchObject({ code: 'timeout' });
    expect(await filesIn(scratch.path)).toEqual([]);
  });
});
