import { open, type FileHandle } from 'node:fs/promises';
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

/** Bytes per block and values per block of the ggml tensor types whisper models use (ggml.h). */
const TENSOR_TYPES: Record<number, readonly [bytes: number, values: number]> = {
  0: [4, 1], // F32
  1: [2, 1], // F16
  2: [18, 32], // Q4_0
  3: [20, 32], // Q4_1
  6: [22, 32], // Q5_0
  7: [24, 32], // Q5_1
  8: [34, 32], // Q8_0
  10: [84, 256], // Q2_K
  11: [110, 256], // Q3_K
  12: [144, 256], // Q4_K
  13: [176, 256], // Q5_K
  14: [210, 256], // Q6_K
  30: [2, 1], // BF16
};
/** The mel filters and the vocabulary fit in this (80 or 128 filters, ~52 000 short tokens). */
const HEAD_READ_BYTES = 4 * 1024 * 1024;

/** 'ggml' read as a little-endian uint32, the first four bytes of every whisper.cpp model. */
const GGML_FILE_MAGIC = 0x67676d6c;
/** The magic and eleven int32 hyperparameters. */
const HEADER_BYTES = 48;

/**
 * Reads and checks a whisper.cpp model file (the ggml format whisper.cpp's convert-pt-to-ggml.py
 * writes and the models on its download page use) without loading the weights: its
 * hyperparameters, then the layout of every tensor, so that a partial download or a damaged
 * file is found when the engine is set up rather than at the first transcription. A file
 * that is not there is 'model-missing'; one that is not such a model, or is cut short,
 * 'model-invalid'. What passes may still hold bad values: whisper.cpp says so when it loads
 * the model, and the engine reports that as 'model-invalid' too.
 */
export async function readWhisperModelHeader(path: string): Promise<WhisperModelHeader> {
  let file: FileHandle;
  try {
    file = await open(path, 'r');
  } catch (error) {
    throw new EngineError('model-missing', `whisper model ${path} cannot be read`, undefined, {
      cause: error,
    });
  }
  try {
    const stat = await file.stat();
    if (!stat.isFile())
      throw new EngineError('model-missing', `whisper model ${path} is not a file`);
    const read = async (position: number, length: number) => {
      const { buffer, bytesRead } = await file.read(Buffer.alloc(length), 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    const header = checkHeader(await read(0, HEADER_BYTES), path);
    await checkLayout(read, stat.size, path);
    return { ...header, sizeBytes: stat.size };
  } finally {
    await file.close();
  }
}

function invalidModel(path: string, why: string): EngineError {
  return new EngineError('model-invalid', `${path} is not a whisper.cpp ggml model: ${why}`);
}

function checkHeader(header: Buffer, path: string): Omit<WhisperModelHeader, 'sizeBytes'> {
  const invalid = (why: string) => invalidModel(path, why);
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
  return { nVocab, audioLayers, audioState, textState };
}

/**
 * Walks the file as whisper_model_load reads it: mel filters, vocabulary, then each tensor's
 * header and data, which must end exactly where the file does. A tensor of a type this table
 * does not know stops the walk (its size cannot be told): whisper.cpp then has the last word.
 */
async function checkLayout(
  read: (position: number, length: number) => Promise<Buffer>,
  sizeBytes: number,
  path: string,
): Promise<void> {
  const cutShort = (what: string) =>
    invalidModel(path, `the file ends inside ${what} (an incomplete download?)`);
  const head = await read(HEADER_BYTES, HEAD_READ_BYTES);
  let at = 0;
  const int32 = (what: string) => {
    if (at + 4 > head.length) throw cutShort(what);
    const value = head.readInt32LE(at);
    at += 4;
    return value;
  };
  const nMel = int32('the mel filters');
  const nFft = int32('the mel filters');
  at += nMel * nFft * 4;
  const nTokens = int32('the vocabulary');
  for (let i = 0; i < nTokens; i++) {
    const length = int32('the vocabulary');
    if (length < 0) throw invalidModel(path, 'a token of negative length');
    at += length;
  }
  if (at > head.length) throw cutShort('the vocabulary');
  let position = HEADER_BYTES + at;
  let tensors = 0;
  while (position < sizeBytes) {
    const fixed = await read(position, 12 + 16);
    if (fixed.length < 12) throw cutShort('a tensor header');
    const dims = fixed.readInt32LE(0);
    const nameLength = fixed.readInt32LE(4);
    const type = fixed.readInt32LE(8);
    if (dims < 1 || dims > 4 || nameLength < 1 || nameLength > 256) {
      throw invalidModel(path, `a damaged tensor header after ${tensors} tensors`);
    }
    if (fixed.length < 12 + dims * 4) throw cutShort('a tensor header');
    let values = 1;
    for (let d = 0; d < dims; d++) values *= fixed.readInt32LE(12 + d * 4);
    const size = TENSOR_TYPES[type];
    if (!size) return;
    const dataBytes = Math.ceil(values / size[1]) * size[0];
    position += 12 + dims * 4 + nameLength + dataBytes;
    if (position > sizeBytes) throw cutShort(`tensor ${tensors + 1}`);
    tensors++;
  }
  if (tensors === 0) throw invalidModel(path, 'no weights');
}
