import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** How long a test waits for an answer the server should send at once. */
const ANSWER_WAIT_MS = 5_000;

/**
 * Sends bytes as they are to a listening server (app.inject would build a valid request, and skips
 * Node's HTTP parser) and reads the first answer, which is expected to close the connection or be
 * complete by its Content-Length.
 */
export function sendRaw(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => finish(), ANSWER_WAIT_MS);
    let done = false;
    function finish(): void {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) {
        reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
        return;
      }
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    }
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('utf8');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text)?.[1];
      const split = text.indexOf('\r\n\r\n');
      if (length && split >= 0 && Buffer.byteLength(text.slice(split + 4)) >= Number(length)) {
        finish();
      }
    });
    // The server may close before it has read everything sent (a header too large): the answer
    // it wrote first is still there.
    socket.on('error', () => finish());
    socket.on('close', () => finish());
    socket.write(request);
  });
}
