import { decodeWindows1252 } from '../text/decode-subtitle-bytes.js';
import { SAMPLE_UNITS, utf16Pattern } from '../text/utf16-without-bom.js';

const BOM = 0xfeff;
const CR = '\r';

/** Bytes held before the encoding is chosen: those decodeSubtitleBytes tells UTF-16 by. */
const SNIFF_BYTES = 2 * SAMPLE_UNITS;

type ChunkDecoder = (bytes: Uint8Array, final: boolean) => string;

/**
 * Bytes to text as they arrive, in the encoding decodeSubtitleBytes would find: UTF-16 or UTF-8
 * after their byte order mark; without one, from the first 8 KB, UTF-16 when they show its
 * pattern, UTF-8 when they are UTF-8, else Windows-1252. (The whole-file reader also tries the
 * rest: a file whose first non-UTF-8 byte comes after 8 KB is read as UTF-8 here, that byte as
 * U+FFFD.) A character cut between two chunks is decoded once both halves are here.
 */
class ByteDecoder {
  private decodeChunk: ChunkDecoder | undefined;
  // The first bytes, kept until there are enough to tell the encoding; the first three of them.
  private held: Uint8Array[] = [];
  private heldLength = 0;
  private head: Uint8Array = new Uint8Array(0);

  decode(bytes: Uint8Array, final: boolean): string {
    if (this.decodeChunk) return this.decodeChunk(bytes, final);
    this.held.push(bytes.slice());
    this.heldLength += bytes.length;
    if (this.head.length < 3) {
      const more = bytes.subarray(0, 3 - this.head.length);
      this.head = joined([this.head, more], this.head.length + more.length);
    }
    const marked = markedEncoding(this.head);
    if (marked === undefined && !final && this.heldLength < SNIFF_BYTES) return '';
    const start = joined(this.held, this.heldLength);
    this.held = [];
    this.decodeChunk = chunkDecoder(marked ?? sniffedEncoding(start, final));
    return this.decodeChunk(start, final);
  }
}

function joined(parts: readonly Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** The encoding a byte order mark at the start says, if there is one. */
function markedEncoding(head: Uint8Array): string | undefined {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  return undefined;
}

/** The encoding of a file without a byte order mark, told from its first bytes (or all). */
function sniffedEncoding(start: Uint8Array, whole: boolean): string {
  const utf16 = utf16Pattern(start);
  if (utf16) return utf16;
  try {
    // A character cut at the end of the sample is not a fault; at the end of the file it is.
    new TextDecoder('utf-8', { fatal: true }).decode(start, { stream: !whole });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

function chunkDecoder(encoding: string): ChunkDecoder {
  // One byte, one character: no state between chunks.
  if (encoding === 'windows-1252') return (bytes) => decodeWindows1252(bytes);
  // The BOM is kept, for StreamInput to drop exactly one as parse() does: a second one is then
  // reported by the parser, as in the same file given as text.
  const decoder = new TextDecoder(encoding, { ignoreBOM: true });
  return (bytes, final) => decoder.decode(bytes, { stream: !final });
}

/**
 * The preprocessing parse() gives the whole text (core/text-input.ts), done chunk by chunk: the
 * BOM that starts the stream is dropped, NUL becomes U+FFFD, CRLF and lone CR become LF. A CR
 * that ends a chunk waits for the next one, which may start with the LF of the same line break.
 */
export class StreamInput {
  private readonly bytes = new ByteDecoder();
  private atStart = true;
  private heldCr = false;

  push(chunk: string | Uint8Array, final = false): string {
    const decoded = typeof chunk === 'string' ? chunk : this.bytes.decode(chunk, final);
    return this.normalize(decoded, final);
  }

  end(): string {
    return this.push(new Uint8Array(0), true);
  }

  private normalize(chunk: string, final: boolean): string {
    let text = this.heldCr ? CR + chunk : chunk;
    this.heldCr = false;
    if (this.atStart && text !== '') {
      this.atStart = false;
      if (text.charCodeAt(0) === BOM) text = text.slice(1);
    }
    if (!final && text.endsWith(CR)) {
      this.heldCr = true;
      text = text.slice(0, -1);
    }
    if (text.includes('\0')) text = text.replaceAll('\0', '\uFFFD');
    if (text.includes(CR)) text = text.replace(/\r\n?/g, '\n');
    return text;
  }
}
