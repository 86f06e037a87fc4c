import { optionsArgument, requireString } from '../core/arguments.js';
import { SubtitleParseError } from '../core/parse-error.js';
import type { Cue, ParseError } from '../core/types.js';
import { AssBlockReader } from './ass-block-reader.js';
import { type BlockReader, countLines } from './block-reader.js';
import { SrtBlockReader } from './srt-block-reader.js';
import { StreamInput } from './stream-input.js';
import { VttBlockReader } from './vtt-block-reader.js';

/** The formats a stream of cues can be read from. */
export const STREAM_FORMATS = ['srt', 'vtt', 'ass', 'ssa'] as const;
export type StreamFormat = (typeof STREAM_FORMATS)[number];

export interface CueStreamOptions {
  /**
   * Throw the first problem (a SubtitleParseError) from write() or end(), as parse() does; the
   * stream stops there, and every later call throws it again.
   */
  strict?: boolean;
  /**
   * Called with each problem, in file order, with the code, line and message parse() gives it
   * for the whole file.
   */
  onError?: (error: ParseError) => void;
}

/**
 * A push parser: give it a file's chunks as they arrive, get the cues they finish. Together the
 * cues are those parse() gives for the whole file, in the same order.
 */
export interface CueStream {
  /**
   * Takes the next chunk: text, or bytes (UTF-8, or UTF-16 with its byte order mark; a
   * character split between chunks is fine). Returns the cues it finished, often none.
   */
  write(chunk: string | Uint8Array): Cue[];
  /** Ends the file: returns the cues still held (the last one at least). */
  end(): Cue[];
}

function readerFor(format: StreamFormat): BlockReader {
  switch (format) {
    case 'srt':
      return new SrtBlockReader();
    case 'vtt':
      return new VttBlockReader();
    case 'ass':
    case 'ssa':
      return new AssBlockReader(format);
  }
}

/**
 * A copy of `tail` that holds no larger string. V8 makes a slice of a long string a view that
 * keeps the whole string alive: the unfinished cue, kept between two chunks, would keep the
 * chunk it was cut from (up to 128 KB of UTF-16), so every young-generation collection would
 * find a chunk alive and V8 would keep growing its young generation (RSS up 66 MB over a 500 MB
 * file, against 10 MB with the copy). The copy costs the tail's length, once.
 */
function detached(tail: string): string {
  return tail.length === 0 ? '' : (' ' + tail).slice(1);
}

/**
 * Keeps the text of the cue being read, no more (plus, for WebVTT, the lines up to the first
 * cue), whatever the size of the file: each chunk is cut where the format allows it and the
 * whole text before the cut is read by the format's own parser.
 */
class CueStreamParser implements CueStream {
  private readonly input = new StreamInput();
  private pending = '';
  // pending[0, looked) was looked at for a cut and has none.
  private looked = 0;
  private linesBefore = 0;
  private ended = false;
  // In strict mode the problem that stopped the stream: every later call throws it again.
  private failure: SubtitleParseError | undefined;

  constructor(
    private readonly reader: BlockReader,
    private readonly options: CueStreamOptions,
  ) {}

  write(chunk: string | Uint8Array): Cue[] {
    this.checkOpen();
    const text = this.input.push(chunk);
    if (text === '') return [];
    this.pending += text;
    const limit = this.pending.lastIndexOf('\n') + 1;
    if (limit <= this.looked) return [];
    const cut = this.reader.cut(this.pending, this.looked, limit);
    this.looked = limit;
    if (cut === 0) return [];
    const run = this.pending.slice(0, cut);
    this.pending = detached(this.pending.slice(cut));
    this.looked -= cut;
    return this.read(run);
  }

  end(): Cue[] {
    this.checkOpen();
    this.ended = true;
    const run = this.pending + this.input.end();
    this.pending = '';
    return this.read(run);
  }

  private read(run: string): Cue[] {
    const { cues, errors } = this.reader.read(run);
    for (const error of errors) {
      const found = { ...error, line: error.line + this.linesBefore };
      if (this.options.strict === true) {
        this.failure = new SubtitleParseError(found);
        throw this.failure;
      }
      this.options.onError?.(found);
    }
    this.linesBefore += countLines(run);
    return cues;
  }

  private checkOpen(): void {
    if (this.failure !== undefined) throw this.failure;
    if (this.ended) throw new Error('The cue stream has ended: create a new one for another file.');
  }
}

/**
 * A streaming parser of SRT, WebVTT or ASS/SSA: cues come out as the chunks of a file arrive,
 * and memory holds only the unfinished part. For a Web ReadableStream see cueTransformStream,
 * for a Node Readable or any async iterable of chunks see readCues.
 */
export function createCueStream(format: StreamFormat, options?: CueStreamOptions): CueStream {
  requireString('createCueStream', 'format', format);
  if (!(STREAM_FORMATS as readonly string[]).includes(format)) {
    throw new RangeError(
      `Cannot stream the subtitle format '${String(format)}' (streamed: ${STREAM_FORMATS.join(', ')})`,
    );
  }
  return new CueStreamParser(readerFor(format), optionsArgument('createCueStream', options));
}
