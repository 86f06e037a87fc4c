import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Below this many bytes the headers and the work cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Fast settings, as the answer waits for them: on a 2.3 MB transcript brotli's quality 2 and
 * gzip's level 4 both give about 540 KB in a few tens of milliseconds, where brotli's default
 * (11) takes seconds and gzip's 6 or brotli's 4 take three times as long for 5% less.
 */
const BROTLI_QUALITY = 2;
const GZIP_LEVEL = 4;

/**
 * Text that compresses well. Server-sent events are text too, but each event must leave at once:
 * they are streams, and streams are never compressed here.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml)|image\/svg\+xml)/i;

/**
 * The encoding an Accept-Encoding header lets us use, brotli first (smaller for the same time),
 * or undefined for the identity. A coding with q=0 is refused; `*` stands for any not named.
 */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters
      .map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const)
    .filter((coding) => weightOf(coding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
  return best;
}

function compress(body: Buffer | string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipAsync(body, { level: GZIP_LEVEL });
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  void reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses the answers that are text held whole in memory (the api's JSON, rendered pages,
 * exports of text), with brotli or gzip as the request's Accept-Encoding allows. Streams are left
 * as they are: media and its byte ranges (a range counts bytes of the file, not of an encoding),
 * the web build's files (already compressed beside them) and server-sent events. The work runs in
 * zlib's thread pool, so a large answer does not hold up other requests.
 */
export function compressAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode === 206 || reply.statusCode === 204 || reply.statusCode === 304) {
      return payload;
    }
    if (reply.hasHeader('content-range') || reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
    // Whatever is sent, a cache must keep the answers to each Accept-Encoding apart.
    addVary(reply);
    if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(payload, encoding);
    void reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
