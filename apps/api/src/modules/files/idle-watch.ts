import type { Readable } from 'node:stream';

/** What an idle watch rejects with once its time has passed without a byte. */
export class BodyStalled extends Error {
  constructor(readonly idleMs: number) {
    super(`no byte of the request body arrived for ${idleMs} ms`);
  }
}

export interface IdleWatch {
  /** Rejects with BodyStalled when idleMs pass without a byte of the body; never resolves. */
  stalled: Promise<never>;
  /** Stops watching (the body arrived, or the request failed otherwise). */
  stop(): void;
}

/**
 * Watches the bytes of a request body arriving: a client that stops sending in the middle of a
 * body would otherwise hold its request (and the temp file it fills) open for ever. While the
 * server itself reads no further (backpressure from a slow disk: the body is paused), the clock
 * is held. The body's bytes are listened to only once its reader has made it flow, so that this
 * takes none of them before that reader is there.
 */
export function watchIdle(body: Readable, idleMs: number): IdleWatch {
  let timer: NodeJS.Timeout | undefined;
  let fail: (error: BodyStalled) => void = () => {};
  const stalled = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  // Whoever races it may have finished first: an unobserved rejection must not surface.
  stalled.catch(() => {});
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (body.isPaused()) arm();
      else fail(new BodyStalled(idleMs));
    }, idleMs);
  };
  const listen = () => body.on('data', arm);
  if (body.readableFlowing) listen();
  else body.once('resume', listen);
  arm();
  return {
    stalled,
    stop: () => {
      clearTimeout(timer);
      body.off('data', arm);
      body.off('resume', listen);
    },
  };
}
