import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How long an answer may take to start before the operator hears of it. Long enough that a busy
 * but healthy server stays quiet; short enough to name the request behind a stall while the
 * client (a browser, a test) is still waiting for it.
 */
export const SLOW_ANSWER_MS = 5000;

/** Requests whose time goes to the client, not to the server: the body is the client's speed. */
function clientPaced(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

/**
 * Warns, with the method and path, about a request still unanswered after `thresholdMs`, and
 * again when its answer finally starts, so that a stall shows in the log while it happens and
 * not only after it. The answer's start is what counts: a long download or an event stream that
 * started in time is not slow.
 */
export function warnAboutSlowAnswers(app: FastifyInstance, thresholdMs = SLOW_ANSWER_MS): void {
  const timers = new WeakMap<FastifyRequest, { timer: NodeJS.Timeout; started: number }>();
  const stop = (request: FastifyRequest) => {
    const entry = timers.get(request);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    timers.delete(request);
    return performance.now() - entry.started;
  };
  const where = (request: FastifyRequest) => ({
    method: request.method,
    path: request.routeOptions.url ?? request.url.split('?', 1)[0],
  });

  app.addHook('onRequest', (request, reply, done) => {
    if (!clientPaced(request)) {
      const timer = setTimeout(() => {
        // An answer written straight to the socket (an event stream) has started without onSend.
        if (reply.raw.headersSent) {
          timers.delete(request);
          return;
        }
        request.log.warn({ ...where(request), waitedMs: thresholdMs }, 'request still unanswered');
      }, thresholdMs);
      timer.unref();
      timers.set(request, { timer, started: performance.now() });
    }
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    const elapsed = stop(request);
    if (elapsed !== undefined && elapsed >= thresholdMs) {
      request.log.warn({ ...where(request), tookMs: Math.round(elapsed) }, 'slow answer');
    }
    done(null, payload);
  });
  app.addHook('onRequestAbort', (request, done) => {
    stop(request);
    done();
  });
}
