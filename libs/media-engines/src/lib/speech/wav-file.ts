import { open } from 'node:fs/promises';
import { EngineError } from '../engine-error.js';

export interface SpeechWav {
  /** Where the PCM samples start in the file. */
  dataOffset: number;
  dataBytes: number;
  durationMs: number;
}

const SAMPLE_RATE = 16_000;
const BYTES_PER_SECOND = SAMPLE_RATE * 2;
/** Chunks before 'data' (fmt, LIST, fact) are small; a header larger than this is not one. */
const HEADER_READ_BYTES = 64 * 1024;

/**
 * Checks that a file is RIFF/WAVE PCM, 16 kHz, mono, 16-bit, and finds its samples. Engines
 * are fed the samples themselves, so that no engine depends on how a header is laid out.
 */
export async function readSpeechWav(path: string): Promise<SpeechWav> {
  let header: Buffer;
  let fileBytes: number;
  try {
    const file = await open(path, 'r');
    try {
      fileBytes = (await file.stat()).size;
      const { buffer, bytesRead } = await file.read(
        Buffer.alloc(HEADER_READ_BYTES),
        0,
        HEADER_READ_BYTES,
        0,
      );
      header = buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  } catch (error) {
    throw new EngineError('input-not-found', `${path} cannot be read`, undefined, { cause: error });
  }
  return parseSpeechWavHeader(header, fileBytes, path);
}

export function parseSpeechWavHeader(header: Buffer, fileBytes: number, path: string): SpeechWav {
  const invalid = (why: string) =>
    new EngineError('invalid-audio', `${path} is not 16 kHz mono 16-bit PCM WAV: ${why}`);
  if (
    header.length < 12 ||
    header.toString('latin1', 0, 4) !== 'RIFF' ||
    header.toString('latin1', 8, 12) !== 'WAVE'
  ) {
    throw invalid('no RIFF/WAVE header');
  }
  let offset = 12;
  let formatSeen = false;
  while (offset + 8 <= header.length) {
    const id = header.toString('latin1', offset, offset + 4);
    const size = header.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (body + 16 > header.length) throw invalid('truncated fmt chunk');
      const formatTag = header.readUInt16LE(body);
      const channels = header.readUInt16LE(body + 2);
      const sampleRate = header.readUInt32LE(body + 4);
      const bitsPerSample = header.readUInt16LE(body + 14);
      if (formatTag !== 1) throw invalid(`format ${formatTag} is not PCM`);
      if (channels !== 1) throw invalid(`${channels} channels`);
      if (sampleRate !== SAMPLE_RATE) throw invalid(`${sampleRate} Hz`);
      if (bitsPerSample !== 16) throw invalid(`${bitsPerSample} bits per sample`);
      formatSeen = true;
    } else if (id === 'data') {
      if (!formatSeen) throw invalid('samples before the format chunk');
      // Streamed writers leave the size at 0 or 0xFFFFFFFF: the file's end is the data's end.
      const available = fileBytes - body;
      const dataBytes = size === 0 || size > available ? available : size;
      return {
        dataOffset: body,
        dataBytes,
        durationMs: Math.round((dataBytes / BYTES_PER_SECOND) * 1000),
      };
    }
    // Chunks are padded to an even size.
    offset = body + size + (size % 2);
  }
  throw invalid('no data chunk');
}
