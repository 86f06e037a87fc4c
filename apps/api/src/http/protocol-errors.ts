import {
  type IncomingMessage,
  STATUS_CODES,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import type { Failure } from '@captio/api-client';
import type { FastifyInstance } from 'fastify';
import { commonMessages } from '../i18n/common-messages.js';
import { DEFAULT_LOCALE, type LocalizedText, pickLocale, translate } from '../i18n/locale.js';
import { sendFailure } from './error-handler.js';

/**
 * Node's HTTP server refuses some requests before Fastify sees them, each in its own shape: a
 * request it cannot parse (Fastify's default answer is `{error, message, statusCode}`), an
 * HTTP/1.1 request without Host and an Expect header it does not know (both an empty body). Here
 * they answer the api's `{message, code}` with the same status codes.
 */

/** Node reads the Host rule itself when this is true; see rejectMissingHost. */
export const HTTP_SERVER_OPTIONS: ServerOptions = { requireHostHeader: false };

function failureBody(text: LocalizedText, code: string, locale = DEFAULT_LOCALE): string {
  const body: Failure = { message: translate(text, locale), code };
  return JSON.stringify(body);
}

/**
 * The method of the request a refused piece of bytes shows: the last request that starts in it
 * (requests may follow one another on a connection). None when the piece starts mid-request, as
 * the last piece of headers sent in several does.
 */
export function requestMethod(packet: Buffer | undefined): string | undefined {
  if (!packet) return undefined;
  const starts = packet.toString('latin1').matchAll(/(?:^|\r\n\r\n)([!#$%&'*+.^_`|~\w-]+) /g);
  return [...starts].at(-1)?.[1];
}

/**
 * What a request Node could not parse answers; none of its headers is known, so in English. A
 * HEAD's answer has no body. Nor has a header overflow whose method the refused piece does not
 * show: the request came in pieces, and may be a HEAD.
 */
export function clientErrorAnswer(errorCode: string | undefined, method?: string): string {
  const [status, code, text] =
    errorCode === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', commonMessages.headersTooLarge]
      : errorCode === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', commonMessages.requestTimeout]
        : [400, 'malformed_request', commonMessages.malformedRequest];
  const statusLine = `HTTP/1.1 ${status} ${STATUS_CODES[status]}`;
  if (method === undefined && errorCode === 'HPE_HEADER_OVERFLOW') {
    return [statusLine, 'Content-Length: 0', 'Connection: close', '', ''].join('\r\n');
  }
  const body = failureBody(text, code);
  return [
    statusLine,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    method === 'HEAD' ? '' : body,
  ].join('\r\n');
}

/** Fastify's clientErrorHandler: Node's 'clientError', answered as the api answers. */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'unreadable request');
  // Node's piece of bytes it failed on (Fastify's types say its JSON form; it is the Buffer).
  const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined;
  if (socket.writable) socket.write(clientErrorAnswer(error.code, requestMethod(packet)));
  socket.destroy(error);
}

/** An Expect header other than 100-continue (which Node answers itself): 417, as Node would. */
function answerUnknownExpectation(request: IncomingMessage, response: ServerResponse): void {
  const locale = pickLocale(request.headers['accept-language']);
  const body = failureBody(commonMessages.expectationFailed, 'expectation_failed', locale);
  response
    .writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    })
    .end(body);
}

/**
 * The answers above that need the built app: Node's 'checkExpectation', and a 400 for an HTTP/1.1
 * request without Host (a server must refuse it), which Node no longer answers itself.
 */
export function answerProtocolErrors(app: FastifyInstance): void {
  app.server.on('checkExpectation', answerUnknownExpectation);
  app.addHook('onRequest', async (request, reply) => {
    const { httpVersionMajor, httpVersionMinor } = request.raw;
    if (httpVersionMajor === 1 && httpVersionMinor === 1 && request.headers.host === undefined) {
      reply.header('connection', 'close');
      return sendFailure(reply, 400, 'malformed_request', commonMessages.malformedRequest);
    }
    return undefined;
  });
}
