import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** How long a test waits for an answer the server should send at once. */
const ANSWER_WAIT_MS = 5_000;

export interface RawConnection {
  /** Writes bytes as they are. */
  write(bytes: string | Buffer): void;
  /**
   * The first answer, once the server closed the connection or sent it whole (by its
   * Content-Length); rejects when nothing came within waitMs of opening.
   */
  answer: Promise<RawAnswer>;
  /** Whether the server has closed the connection (or it broke). */
  readonly closed: boolean;
  destroy(): void;
}

/**
 * A connection to a listening server that sends bytes as they are (app.inject would build a valid
 * request, and skips Node's HTTP parser), when the test chooses: a client that stalls.
 */
export function openRaw(port: number, waitMs = ANSWER_WAIT_MS): RawConnection {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  let closed = false;
  let settle: (answer: RawAnswer) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const timer = setTimeout(() => finish(), waitMs);
  let done = false;
  function finish(): void {
    if (done) return;
    done = true;
    clearTimeout(timer);
    const text = Buffer.concat(chunks).toString('utf8');
    const split = text.indexOf('\r\n\r\n');
    if (split < 0) {
      fail(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
      return;
    }
    const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    settle({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
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
  const onEnd = () => {
    closed = true;
    finish();
  };
  socket.on('error', onEnd);
  socket.on('close', onEnd);
  socket.on('end', onEnd);
  return {
    write: (bytes) => socket.write(bytes),
    answer,
    get closed() {
      return closed;
    },
    destroy: () => socket.destroy(),
  };
}

/** Sends a whole request at once and reads the first answer (see openRaw). */
export async function sendRaw(port: number, request: string | Buffer): Promise<RawAnswer> {
  const connection = openRaw(port);
  connection.write(request);
  try {
    return await connection.answer;
  } finally {
    connection.destroy();
  }
}
