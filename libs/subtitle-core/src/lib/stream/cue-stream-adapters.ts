import type { Cue } from '../core/types.js';
import { type CueStreamOptions, type StreamFormat, createCueStream } from './cue-stream.js';

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
 * Cues as a file's chunks arrive, from a Web ReadableStream (`(await fetch(url)).body`), a Node
 * Readable (`fs.createReadStream(path)`) or any iterable of chunks:
 * `for await (const cue of readCues(stream, 'srt')) ...`.
 */
export async function* readCues(
  source: SubtitleChunkSource,
  format: StreamFormat,
  options: CueStreamOptions = {},
): AsyncGenerator<Cue, void, undefined> {
  const parser = createCueStream(format, options);
  for await (const chunk of chunksOf(source)) yield* parser.write(chunk);
  yield* parser.end();
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
