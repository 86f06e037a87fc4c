import { describe, expect, it } from 'vitest';
import { parseSpeechWavHeader } from './wav-file.js';

interface Format {
  formatTag?: number;
  channels?: number;
  sampleRate?: number;
  bits?: number;
}

function chunk(id: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(id, 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

function fmt({ formatTag = 1, channels = 1, sampleRate = 16000, bits = 16 }: Format = {}): Buffer {
  const body = Buffer.alloc(16);
  body.writeUInt16LE(formatTag, 0);
  body.writeUInt16LE(channels, 2);
  body.writeUInt32LE(sampleRate, 4);
  body.writeUInt32LE((sampleRate * channels * bits) / 8, 8);
  body.writeUInt16LE((channels * bits) / 8, 12);
  body.writeUInt16LE(bits, 14);
  return chunk('fmt ', body);
}

function wav(...chunks: Buffer[]): Buffer {
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + chunks.reduce((sum, c) => sum + c.length, 0), 4);
  riff.write('WAVE', 8, 'latin1');
  return Buffer.concat([riff, ...chunks]);
}

const ONE_SECOND = Buffer.alloc(32000);

describe('parseSpeechWavHeader', () => {
  it.each([
    ['the plain 44-byte header', wav(fmt(), chunk('data', ONE_SECOND)), 44],
    [
      'a LIST chunk of odd size before the samples',
      wav(fmt(), chunk('LIST', Buffer.from('INFOISF')), chunk('data', ONE_SECOND)),
      60,
    ],
  ])('finds the samples after %s', (_label, file, dataOffset) => {
    expect(parseSpeechWavHeader(file, file.length, 'x.wav')).toEqual({
      dataOffset,
      dataBytes: 32000,
      durationMs: 1000,
    });
  });

  it('takes the file end as the data end when a streaming writer left the size at 0', () => {
    const file = wav(fmt(), chunk('data', Buffer.alloc(0)), Buffer.alloc(16000));
    expect(parseSpeechWavHeader(file, file.length, 'x.wav')).toMatchObject({
      dataBytes: 16000,
      durationMs: 500,
    });
  });

  it.each([
    ['not RIFF', Buffer.from('ID3 this is an mp3 file'), /no RIFF\/WAVE header/],
    ['44.1 kHz', wav(fmt({ sampleRate: 44100 }), chunk('data', ONE_SECOND)), /44100 Hz/],
    ['stereo', wav(fmt({ channels: 2 }), chunk('data', ONE_SECOND)), /2 channels/],
    ['float samples', wav(fmt({ formatTag: 3, bits: 32 }), chunk('data', ONE_SECOND)), /not PCM/],
    ['8-bit samples', wav(fmt({ bits: 8 }), chunk('data', ONE_SECOND)), /8 bits/],
    ['no data chunk', wav(fmt()), /no data chunk/],
    ['samples before the format', wav(chunk('data', ONE_SECOND), fmt()), /before the format/],
  ])('refuses %s', (_label, file, why) => {
    expect(() => parseSpeechWavHeader(file, file.length, 'x.wav')).toThrow(
      expect.objectContaining({ code: 'invalid-audio', message: expect.stringMatching(why) }),
    );
  });
});
