import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** An answer of bytes (a file), not JSON, as the OpenAPI document describes it. */
export function binaryAnswer(description: string, type = 'application/octet-stream') {
  return { description, content: { [type]: { schema: z.string().meta({ format: 'binary' }) } } };
}

/**
 * Sends a file made for this request as a download: its type, its Content-Disposition (see
 * exports' contentDisposition), never kept by a cache nor sniffed into another type.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { contentType: string; contentDisposition: string; body: Buffer | string },
): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', file.contentDisposition)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}
