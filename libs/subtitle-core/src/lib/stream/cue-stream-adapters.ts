import type { Cue } from '../core/types.js';
import {
  type CueStream,
  type CueStreamOptions,
  type StreamFormat,
  createCueStream,
} from './cue-stream.js';

/** A chunk of a subtitle file: text, or bytes (a Node Buffer is one). */
export type SubtitleChunk = string | Uint8Array;

/** What readCues reads: a Web ReadableStream, a Node Readable, any (async) iterable of chunks. */
export type SubtitleChunkSource =
  | AsyncIterable<SubtitleChunk>
  | Iterable<SubtitleChunk>
  | { getReader(): { read(): Promise<{ done: boolean; value?: SubtitleChunk }> } };

/** The chunks of a source, through its async iterator or, where a ReadableStream has none (Safari), its reader. */
async function* chunksOf(source: SubtitleChunkSource): AsyncGenerator<SubtitleChunk> {
  if (Symbol.asyncIterator in source || Symbol.iterator in source) {
    yield* source;
    return;
  }
  const reader = source.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    if (value !== undefined) yield value;
  }
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
      const chunk = await this.chunks.next();
      if (chunk.done === true) {
        this.finished = true;
        this.take(this.parser.end());
      } else {
        this.take(this.parser.write(chunk.value));
      }
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
 * `for await (const cue of readCues(stream, 'srt')) ...`. Leaving the loop early closes the source.
 */
export function readCues(
  source: SubtitleChunkSource,
  format: StreamFormat,
  options: CueStreamOptions = {},
): AsyncIterableIterator<Cue> {
  const parser = createCueStream(format, options);
  return new CueIterator(chunksOf(source), parser);
}

/**
 * A TransformStream from a file's chunks to its cues, for Web streams:
 * `response.body.pipeThrough(cueTransformStream('vtt'))`. A problem in strict mode errors the
 * stream with a SubtitleParseError.
 */
export function cueTransformStream(
  format: StreamFormat,
  options: CueStreamOptions = {},
): TransformStream<SubtitleChunk, Cue> {
  const parser = createCueStream(format, options);
  return new TransformStream<SubtitleChunk, Cue>({
    transform(chunk, controller) {
      for (const cue of parser.write(chunk)) controller.enqueue(cue);
    },
    flush(controller) {
      for (const cue of parser.end()) controller.enqueue(cue);
    },
  });
}
