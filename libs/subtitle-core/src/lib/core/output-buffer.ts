/** Bytes a chunk holds before it becomes a string: small enough to stay in the CPU cache. */
const CHUNK_BYTES = 16_384;
/** The most bytes one reserve() can ask for. */
export const MAX_RESERVE = 1024;
/** Strings one chunk can hold between its bytes. */
const MAX_STRINGS = 2048;

const decoder = new TextDecoder();

/** One buffer serves every output in turn (see acquireOutputBuffer). */
let shared: OutputBuffer | undefined;
let sharedInUse = false;

/**
 * An empty buffer; give it back with release() (finish() does) once the output is done. The same
 * buffer serves one output after another: besides saving its arrays, one object keeps the
 * engine's optimized code of a formatter valid from one call to the next (with a new object per
 * call, V8 threw that code away each time and the cue loop ran about half as fast). An output
 * started before another is done gets a new buffer.
 */
export function acquireOutputBuffer(): OutputBuffer {
  if (sharedInUse) return new OutputBuffer();
  sharedInUse = true;
  shared ??= new OutputBuffer();
  return shared;
}

/**
 * Builds a long string from ASCII the caller writes as bytes (numbers, timestamps, punctuation)
 * and strings appended as they are (cue text). Each chunk of bytes is decoded into one string at
 * once, and the result is a rope of slices of those strings and the appended strings, which the
 * engine copies once, when the result is first read. This makes no string per timestamp or per
 * cue, and keeps the appended text out of any intermediate copy, which is what makes a formatter
 * that concatenates strings slow and large (each small string becomes garbage or a rope node).
 *
 * Write bytes as: `out.reserve(n)`, then `out.bytes[out.pos++] = code` at most n times. Only
 * ASCII (0-127) may be written as bytes; anything else goes through append().
 */
export class OutputBuffer {
  /** The current chunk; bytes from 0 to pos are written. Always the same array. */
  readonly bytes = new Uint8Array(CHUNK_BYTES + MAX_RESERVE);
  /** The same bytes, for writing two or four at once (little-endian: the first in the lowest). */
  readonly view = new DataView(this.bytes.buffer);
  pos = 0;
  /** Where in the chunk each appended string goes, and the strings. */
  private readonly stringAt = new Int32Array(MAX_STRINGS);
  private readonly strings: string[] = new Array<string>(MAX_STRINGS).fill('');
  private count = 0;
  private result = '';

  /** Makes room for n more bytes (n at most MAX_RESERVE). */
  reserve(n: number): void {
    if (this.pos + n > CHUNK_BYTES) this.flush();
  }

  /** Appends a string after the bytes written so far. */
  append(text: string): void {
    if (this.count === MAX_STRINGS) this.flush();
    this.stringAt[this.count] = this.pos;
    this.strings[this.count++] = text;
  }

  /** Writes ASCII text (each character below 128) as bytes; it must fit in what was reserved. */
  writeAscii(text: string): void {
    const bytes = this.bytes;
    let pos = this.pos;
    for (let i = 0; i < text.length; i++) bytes[pos++] = text.charCodeAt(i);
    this.pos = pos;
  }

  /** Everything written, as one string; the buffer is then released. */
  finish(): string {
    this.flush();
    const result = this.result;
    this.release();
    return result;
  }

  /** Empties the buffer and gives it back for reuse; what was not finished is lost. */
  release(): void {
    this.strings.fill('', 0, this.count);
    this.pos = 0;
    this.count = 0;
    this.result = '';
    if (this === shared) sharedInUse = false;
  }

  private flush(): void {
    const end = this.pos;
    const chunk = end === 0 ? '' : decoder.decode(this.bytes.subarray(0, end));
    const stringAt = this.stringAt;
    const strings = this.strings;
    const count = this.count;
    let result = this.result;
    let from = 0;
    for (let i = 0; i < count; i++) {
      const at = stringAt[i] as number;
      const text = strings[i] as string;
      // A slice of the chunk shares its characters.
      result += at === from ? text : chunk.slice(from, at) + text;
      from = at;
      // The buffer outlives the output: it must not hold on to the text.
      strings[i] = '';
    }
    if (from < end) result += chunk.slice(from, end);
    this.result = result;
    this.pos = 0;
    this.count = 0;
  }
}
