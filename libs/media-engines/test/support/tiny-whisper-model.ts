import { open } from 'node:fs/promises';

/**
 * Writes a whisper.cpp model file in the real ggml format (what whisper.cpp's
 * convert-pt-to-ggml.py writes and whisper_model_load reads) with random weights and tiny
 * dimensions: whisper.node loads it and transcribes with it for real, and what it writes is
 * nonsense made of this vocabulary. No model weights can be downloaded where the tests run.
 *
 * Layout, all little-endian: the magic 0x67676d6c; eleven int32 hyperparameters; the mel filter
 * bank (n_mel, n_fft, then n_mel * n_fft float32); the vocabulary (count, then each token as a
 * uint32 length and its bytes); then each tensor as n_dims, name length, type, its dims
 * (innermost first, as ggml counts them), its name and its float32 data.
 */
export interface TinyWhisperModel {
  /** 51865: multilingual (99 languages); 51864: English only, like the '.en' models. */
  nVocab: 51864 | 51865;
  /** Seeds the weights, so that a model, and what it transcribes, is the same every run. */
  seed?: number;
}

const GGML_FILE_MAGIC = 0x67676d6c;
const FTYPE_ALL_F32 = 0;
const TYPE_F32 = 0;
/** 30 s of audio as whisper windows it: 3000 mel frames, halved by the second convolution. */
const AUDIO_CTX = 1500;
/** whisper says at most half this many tokens per 30 s window: few, so that tests run fast. */
const TEXT_CTX = 64;
const STATE = 32;
const HEADS = 2;
const LAYERS = 1;
const MELS = 80;
const FFT_BINS = 201;
/** Ids below this are text tokens (50256 is the end-of-text token in both vocabularies). */
const TEXT_TOKENS = 50256;
/** '!' to '~', GPT-2's first 94 tokens. */
const PRINTABLE_ASCII = Array.from({ length: 94 }, (_, i) => String.fromCharCode(0x21 + i));
const SPACE_TOKEN = 220;
/**
 * Text tokens' embeddings are this many times larger than the rest: with weights all alike,
 * the decoder says one token and then a timestamp past the end of the audio; with these, it
 * says dozens (up to half of TEXT_CTX per window), mixing words that start with a space and
 * pieces that carry one on.
 */
const TEXT_TOKEN_SCALE = 4;

export async function writeTinyWhisperModel(path: string, model: TinyWhisperModel): Promise<void> {
  const random = mulberry32(model.seed ?? 1);
  const file = await open(path, 'w');
  try {
    const write = async (buffer: Buffer) => {
      await file.write(buffer);
    };
    await write(
      int32s([
        GGML_FILE_MAGIC,
        model.nVocab,
        AUDIO_CTX,
        STATE,
        HEADS,
        LAYERS,
        TEXT_CTX,
        STATE,
        HEADS,
        LAYERS,
        MELS,
        FTYPE_ALL_F32,
      ]),
    );
    await write(int32s([MELS, FFT_BINS]));
    await write(floats(MELS * FFT_BINS, () => random() * 0.05));
    await write(vocabulary(model.nVocab));
    for (const tensor of tensorsOf(model.nVocab)) {
      const name = Buffer.from(tensor.name);
      await write(int32s([tensor.dims.length, name.length, TYPE_F32, ...tensor.dims]));
      await write(name);
      const count = tensor.dims.reduce((product, dim) => product * dim, 1);
      const fill = tensor.fill;
      const values = floats(count, fill === 'random' ? () => (random() - 0.5) * 0.2 : () => fill);
      if (tensor.name === 'decoder.token_embedding.weight') {
        for (let i = 0; i < TEXT_TOKENS * STATE; i++) {
          values.writeFloatLE(values.readFloatLE(i * 4) * TEXT_TOKEN_SCALE, i * 4);
        }
      }
      await write(values);
    }
  } finally {
    await file.close();
  }
}

interface TensorPlan {
  name: string;
  dims: number[];
  fill: 'random' | number;
}

/** The tensors whisper_model_load expects, with the shapes it checks. */
function tensorsOf(nVocab: number): TensorPlan[] {
  const weight = (name: string, ...dims: number[]): TensorPlan => ({ name, dims, fill: 'random' });
  const ones = (name: string): TensorPlan => ({ name, dims: [STATE], fill: 1 });
  const zeros = (name: string, size = STATE): TensorPlan => ({ name, dims: [size], fill: 0 });
  const attention = (prefix: string): TensorPlan[] => [
    ones(`${prefix}_ln.weight`),
    zeros(`${prefix}_ln.bias`),
    weight(`${prefix}.query.weight`, STATE, STATE),
    zeros(`${prefix}.query.bias`),
    weight(`${prefix}.key.weight`, STATE, STATE),
    weight(`${prefix}.value.weight`, STATE, STATE),
    zeros(`${prefix}.value.bias`),
    weight(`${prefix}.out.weight`, STATE, STATE),
    zeros(`${prefix}.out.bias`),
  ];
  const mlp = (prefix: string): TensorPlan[] => [
    ones(`${prefix}.mlp_ln.weight`),
    zeros(`${prefix}.mlp_ln.bias`),
    weight(`${prefix}.mlp.0.weight`, STATE, 4 * STATE),
    zeros(`${prefix}.mlp.0.bias`, 4 * STATE),
    weight(`${prefix}.mlp.2.weight`, 4 * STATE, STATE),
    zeros(`${prefix}.mlp.2.bias`),
  ];
  const tensors: TensorPlan[] = [
    weight('encoder.positional_embedding', STATE, AUDIO_CTX),
    weight('encoder.conv1.weight', 3, MELS, STATE),
    { name: 'encoder.conv1.bias', dims: [1, STATE], fill: 0 },
    weight('encoder.conv2.weight', 3, STATE, STATE),
    { name: 'encoder.conv2.bias', dims: [1, STATE], fill: 0 },
    ones('encoder.ln_post.weight'),
    zeros('encoder.ln_post.bias'),
    weight('decoder.positional_embedding', STATE, TEXT_CTX),
    weight('decoder.token_embedding.weight', STATE, nVocab),
    ones('decoder.ln.weight'),
    zeros('decoder.ln.bias'),
  ];
  for (let layer = 0; layer < LAYERS; layer++) {
    tensors.push(...mlp(`encoder.blocks.${layer}`), ...attention(`encoder.blocks.${layer}.attn`));
    tensors.push(
      ...mlp(`decoder.blocks.${layer}`),
      ...attention(`decoder.blocks.${layer}.attn`),
      ...attention(`decoder.blocks.${layer}.cross_attn`),
    );
  }
  return tensors;
}

/**
 * Text tokens as byte-level BPE writes them: a leading space starts a word, other tokens carry
 * on the word before. As in GPT-2's vocabulary, the first tokens are the printable ASCII
 * characters and 220 is a lone space (whisper.cpp looks that one up by its text when it
 * suppresses blank output, and fails the whole call without it). Special tokens (end of
 * text, languages, timestamps) are left to the loader, which names them itself when the file
 * lists fewer tokens than n_vocab.
 */
function vocabulary(nVocab: number): Buffer {
  const tokens: Buffer[] = [];
  for (let id = 0; id < TEXT_TOKENS; id++) {
    if (id < PRINTABLE_ASCII.length) tokens.push(Buffer.from(PRINTABLE_ASCII[id] ?? '?'));
    else if (id === SPACE_TOKEN) tokens.push(Buffer.from(' '));
    else tokens.push(Buffer.from(id % 3 === 0 ? ` w${id}` : `x${id}`));
  }
  // Multilingual vocabularies hold an empty token at 50256 and end of text at 50257.
  if (nVocab === 51865) tokens.push(Buffer.alloc(0));
  const parts: Buffer[] = [int32s([tokens.length])];
  for (const token of tokens) parts.push(int32s([token.length]), token);
  return Buffer.concat(parts);
}

function int32s(values: readonly number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => buffer.writeUInt32LE(value >>> 0, index * 4));
  return buffer;
}

function floats(count: number, next: () => number): Buffer {
  const values = new Float32Array(count);
  for (let i = 0; i < count; i++) values[i] = next();
  return Buffer.from(values.buffer);
}

/** A small seeded generator: the same model bytes on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
