const BOM = 0xfeff;
const CR = '\r';

/**
 * Bytes to text as they arrive: UTF-16 when the file starts with its byte order mark, UTF-8
 * otherwise (bytes that are not UTF-8 become U+FFFD). A character cut
 * between two chunks is decoded once both halves are here.
 */
class ByteDecoder {
  private decoder: InstanceType<typeof TextDecoder> | undefined;
  // The first byte, kept until the second tells whether the file is UTF-16.
  private firstByte: Uint8Array | undefined;

  decode(bytes: Uint8Array, final: boolean): string {
    let input = bytes;
    if (this.decoder === undefined) {
      if (this.firstByte !== undefined) {
        input = new Uint8Array(this.firstByte.length + bytes.length);
        input.set(this.firstByte);
        input.set(bytes, this.firstByte.length);
        this.firstByte = undefined;
      }
      if (input.length < 2 && !final) {
        this.firstByte = input.slice();
        return '';
      }
      // The BOM is kept, for StreamInput to drop exactly one as parse() does: a second one is
      // then reported by the parser, as in the same file given as text.
      this.decoder = new TextDecoder(encodingOf(input), { ignoreBOM: true });
    }
    return this.decoder.decode(input, { stream: !final });
  }
}

function encodingOf(start: Uint8Array): string {
  if (start[0] === 0xff && start[1] === 0xfe) return 'utf-16le';
  if (start[0] === 0xfe && start[1] === 0xff) return 'utf-16be';
  return 'utf-8';
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
