import { open } from 'node:fs/promises';
import { EngineError } from '../../engine-error.js';

/** What the head of a whisper.cpp model file says about the model. */
export interface WhisperModelHeader {
  nVocab: number;
  /** 4 tiny, 6 base, 12 small, 24 medium, 32 large. */
  audioLayers: number;
  audioState: number;
  textState: number;
  sizeBytes: number;
}

/** 'ggml' read as a little-endian uint32, the first four bytes of every whisper.cpp model. */
const GGML_FILE_MAGIC = 0x67676d6c;
/** The magic and eleven int32 hyperparameters. */
const HEADER_BYTES = 48;

/**
 * Reads and checks the head of a whisper.cpp model file (the ggml format whisper.cpp's
 * convert-pt-to-ggml.py writes and the models on its download page use), without loading the
 * weights: a file that is not there is 'model-missing', one that is not such a model
 * 'model-invalid'. A file that passes may still be truncated or corrupt further on: whisper.cpp
 * says so when it loads it, and the engine reports that as 'model-invalid' too.
 */
export async function readWhisperModelHeader(path: string): Promise<WhisperModelHeader> {
  let header: Buffer;
  let sizeBytes: number;
  try {
    const file = await open(path, 'r');
    try {
      const stat = await file.stat();
      if (!stat.isFile()) throw new Error('not a regular file');
      sizeBytes = stat.size;
      const { buffer, bytesRead } = await file.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
      header = buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  } catch (error) {
    throw new EngineError('model-missing', `whisper model ${path} cannot be read`, undefined, {
      cause: error,
    });
  }
  const invalid = (why: string) =>
    new EngineError('model-invalid', `${path} is not a whisper.cpp ggml model: ${why}`);
  if (header.length < HEADER_BYTES) throw invalid('too short');
  if (header.readUInt32LE(0) !== GGML_FILE_MAGIC) {
    // GGUF files (llama.cpp's newer format) start with 'GGUF': whisper.cpp does not read them.
    throw invalid(header.toString('latin1', 0, 4) === 'GGUF' ? 'a GGUF file' : 'bad magic');
  }
  const field = (index: number) => header.readInt32LE(4 + index * 4);
  const nVocab = field(0);
  const audioState = field(2);
  const audioLayers = field(4);
  const textState = field(6);
  const nMels = field(9);
  if (nVocab < 51864 || nVocab > 52000) throw invalid(`vocabulary of ${nVocab} tokens`);
  if (audioLayers < 1 || audioState < 1 || textState !== audioState || nMels < 1) {
    throw invalid('impossible dimensions');
  }
  return { nVocab, audioLayers, audioState, textState, sizeBytes };
}
