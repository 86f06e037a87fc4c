import { constants, createReadStream, open } from 'node:fs';
import { Socket } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

// A bare descriptor, not a FileHandle: the socket below owns and closes it.
const openDescriptor = promisify(open);

export interface FifoFeed {
  /** Settles when every byte was handed to the reader, or rejects when feeding failed. */
  done: Promise<void>;
  /** Ends the feed at once (the reader exited): nothing stays open or waiting. */
  stop(): void;
}

/** How often to look for the reader while it starts (pocketsphinx loads its model first). */
const READER_POLL_MS = 20;

/**
 * Copies bytes `start`..`start + length` of a file into a named pipe (FIFO) that a program reads
 * as its input file. Used where a program opens its input by name: Node's child stdin is a
 * socket, which such programs cannot open as /dev/stdin.
 *
 * Opening a FIFO for writing without O_NONBLOCK would block a thread until a reader comes, for
 * ever if the program died first; with O_NONBLOCK the open fails (ENXIO) until the reader has
 * opened its end, so it is retried. Waiting for the reader also matters for short input: data
 * written into a FIFO that nobody has opened for reading is lost when the writer closes.
 */
export function feedFifo(
  fifoPath: string,
  source: { path: string; start: number; length: number },
  onBytes: (fed: number) => void,
): FifoFeed {
  let stopped = false;
  let socket: Socket | undefined;
  const done = (async () => {
    let fd: number | undefined;
    while (fd === undefined) {
      if (stopped) return;
      try {
        fd = await openDescriptor(fifoPath, constants.O_WRONLY | constants.O_NONBLOCK);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENXIO') throw error;
        await sleep(READER_POLL_MS);
      }
    }
    // The socket writes without blocking and reports EPIPE if the reader goes away.
    socket = new Socket({ fd, readable: false, writable: true });
    if (stopped) {
      socket.destroy();
      return;
    }
    if (source.length === 0) {
      socket.end();
      return;
    }
    const bytes = createReadStream(source.path, {
      start: source.start,
      end: source.start + source.length - 1,
    });
    let fed = 0;
    bytes.on('data', (chunk) => {
      fed += chunk.length;
      onBytes(fed);
    });
    await pipeline(bytes, socket);
  })();
  // The reader may die (EPIPE) while its caller still waits for the program's exit, before it
  // awaits `done`: a rejection with no handler by then ends the whole process. Marked handled
  // here; `done` still rejects for whoever awaits it.
  done.catch(() => undefined);
  return {
    done,
    stop() {
      stopped = true;
      socket?.destroy();
    },
  };
}
