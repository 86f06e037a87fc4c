import { argumentError, optionsArgument, requireString } from '../core/arguments.js';
import type { Cue } from '../core/types.js';
import {
  type CueStream,
  type CueStreamOptions,
  type StreamFormat,
  createCueStream,
} from './cue-stream.js';

declare global {
  // The Web stream types that cueTransformStream's declaration names, declared as the parts it
  // uses so that a program without the DOM lib or @types/node (lib ["es2022"], skipLibCheck
  // false) compiles against this package. Where the DOM lib or @types/node is there, these merge
  // with its declarations of the same names and add nothing, as @types/node does with the DOM's.
  // The type parameters' names and defaults are the DOM's: merged declarations must match.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface ReadableStream<R = any> {}
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface WritableStream<W = any> {}
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  interface TransformStream<I = any, O = any> {
    readonly readable: ReadableStream<O>;
    readonly writable: WritableStream<I>;
  }
}

/** A chunk of a subtitle file: text, or bytes (a Node Buffer is one). */
export type SubtitleChunk = string | Uint8Array;

/**
 * The reader of a Web ReadableStream, as readCues uses it: `cancel` and `releaseLock` are called
 * where the source has them.
 */
export interface SubtitleChunkReader {
  read(): Promise<{ done: boolean; value?: SubtitleChunk }>;
  cancel?(reason?: unknown): Promise<void>;
  releaseLock?(): void;
}

/**
 * What readCues reads: a Web ReadableStream, a Node Readable, any (async) iterable of chunks, or
 * a whole text or file's bytes as one chunk.
 */
export type SubtitleChunkSource =
  | AsyncIterable<SubtitleChunk>
  | Iterable<SubtitleChunk>
  | { getReader(): SubtitleChunkReader }
  | SubtitleChunk;

const SOURCE = 'a ReadableStream, a Node Readable, an iterable of chunks, a string or a Uint8Array';

/**
 * The chunks of a reader (a ReadableStream without an async iterator: Safari's). Left early
 * (the loop ended, or a problem thrown in strict mode), the stream is cancelled; either way its
 * lock is released, so that it can be read or cancelled again.
 */
async function* readerChunks(source: {
  getReader(): SubtitleChunkReader;
}): AsyncGenerator<SubtitleChunk> {
  const reader = source.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (value !== undefined) yield value;
    }
    finished = true;
  } finally {
    // A stream that errored rejects the cancel: its error is the one the loop already has.
    if (!finished) await reader.cancel?.().catch(() => undefined);
    reader.releaseLock?.();
  }
}

async function* oneChunk(chunk: SubtitleChunk): AsyncGenerator<SubtitleChunk> {
  yield chunk;
}

function isObject(value: unknown): value is object {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

async function* iteratedChunks(
  source: AsyncIterable<SubtitleChunk> | Iterable<SubtitleChunk>,
): AsyncGenerator<SubtitleChunk> {
  yield* source;
}

/**
 * The chunks of a source, through its async iterator (whose return(), which yield* calls when
 * the loop is left, closes a Web or Node stream), its iterator, or its reader. The source is
 * checked now, but only locked or read once the first cue is asked for.
 */
function chunksOf(source: SubtitleChunkSource): AsyncIterator<SubtitleChunk> {
  if (typeof source === 'string' || source instanceof Uint8Array) return oneChunk(source);
  if (!isObject(source)) throw argumentError('readCues', 'source', SOURCE, source);
  if (Symbol.asyncIterator in source || Symbol.iterator in source) return iteratedChunks(source);
  if ('getReader' in source && typeof source.getReader === 'function') return readerChunks(source);
  throw argumentError('readCues', 'source', SOURCE, source);
}

/**
 * Cues one by one from a parser's batches: a cue already parsed is handed over without waiting
 * for anything, which costs a fraction of what an async generator's resumption costs per cue.
 */
class CueIterator implements AsyncIterableIterator<Cue> {
  private batch: Cue[] = [];
  private index = 0;
  private finished = false;

  constructor(
    private readonly chunks: AsyncIterator<SubtitleChunk>,
    private readonly parser: CueStream,
  ) {}

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<Cue, undefined>> {
    const cue = this.batch[this.index];
    if (cue !== undefined) {
      this.index++;
      return Promise.resolve({ done: false, value: cue });
    }
    return this.nextBatch();
  }

  async return(): Promise<IteratorResult<Cue, undefined>> {
    this.finished = true;
    this.batch = [];
    await this.chunks.return?.();
    return { done: true, value: undefined };
  }

  private async nextBatch(): Promise<IteratorResult<Cue, undefined>> {
    while (!this.finished) {
      let chunk: IteratorResult<SubtitleChunk>;
      try {
        chunk = await this.chunks.next();
      } catch (error) {
        // The source failed: it has closed itself, and its error is the caller's to see.
        this.finished = true;
        throw error;
      }
      try {
        this.take(chunk.done === true ? this.parser.end() : this.parser.write(chunk.value));
      } catch (error) {
        // A problem in strict mode: nothing more is read, so the source is closed now.
        await this.return();
        throw error;
      }
      if (chunk.done === true) this.finished = true;
      const cue = this.batch[this.index];
      if (cue !== undefined) {
        this.index++;
        return { done: false, value: cue };
      }
    }
    return { done: true, value: undefined };
  }

  private take(cues: Cue[]): void {
    this.batch = cues;
    this.index = 0;
  }
}

/**
 * Cues as a file's chunks arrive, from a Web ReadableStream (`(await fetch(url)).body`), a Node
 * Readable (`fs.createReadStream(path)`) or any iterable of chunks:
 * `for await (const cue of readCues(stream, 'srt')) ...`; a string or bytes are one chunk.
 * Leaving the loop early (break, return, a throw), a problem thrown in strict mode and an error
 * of the source itself all close the source: a Node Readable is destroyed, a Web ReadableStream
 * cancelled and unlocked (read through its reader, Safari's, the same), an iterator's return()
 * called. A source that is none of these is a TypeError.
 */
export function readCues(
  source: SubtitleChunkSource,
  format: StreamFormat,
  options?: CueStreamOptions,
): AsyncIterableIterator<Cue> {
  requireString('readCues', 'format', format);
  const parser = createCueStream(format, optionsArgument('readCues', options));
  return new CueIterator(chunksOf(source), parser);
}

/**
 * A TransformStream from a file's chunks to its cues, for Web streams:
 * `response.body.pipeThrough(cueTransformStream('vtt'))`. A problem in strict mode errors the
 * stream with a SubtitleParseError.
 */
export function cueTransformStream(
  format: StreamFormat,
  options?: CueStreamOptions,
): TransformStream<SubtitleChunk, Cue> {
  requireString('cueTransformStream', 'format', format);
  const parser = createCueStream(format, optionsArgument('cueTransformStream', options));
  return new TransformStream<SubtitleChunk, Cue>({
    transform(chunk, controller) {
      for (const cue of parser.write(chunk)) controller.enqueue(cue);
    },
    flush(controller) {
      for (const cue of parser.end()) controller.enqueue(cue);
    },
  });
}
