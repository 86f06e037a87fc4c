import type { FastifyInstance } from 'fastify';

/** The charsets a JSON body may name (RFC 8259: JSON between systems is UTF-8). */
const UTF8 = /^(?:utf-?8)$/i;
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;

function refusal(message: string, statusCode: number, code: string): Error {
  return Object.assign(new Error(message), { statusCode, code });
}

/**
 * JSON bodies as RFC 8259 says they travel: UTF-8. Fastify's own parser decodes any bytes as
 * UTF-8 and stores what is not as U+FFFD ('Ren\xe9' became 'Ren�' in a profile), and reads a body
 * labelled with another charset as if it were UTF-8. Here bytes that are not UTF-8 answer 400
 * invalid_json, another charset 415; the JSON itself is read by Fastify's parser, with its
 * refusal of __proto__ and constructor keys.
 */
export function readJsonAsUtf8(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset && !UTF8.test(charset)) {
      done(refusal(`charset ${charset}`, 415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'), undefined);
      return;
    }
    let text: string;
    try {
      text = decoder.decode(body as Buffer);
    } catch {
      done(refusal('not UTF-8', 400, 'FST_ERR_CTP_INVALID_JSON_BODY'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
