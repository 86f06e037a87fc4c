import { z } from 'zod';

/** The socket beside the PGlite data it serves; only its owner may connect (mode 0600). */
export const ADMIN_SOCKET_NAME = 'admin.sock';

/**
 * One JSON request a connection, ended by a newline or the end of the stream, and one JSON
 * answer. Release notes travel inside, so the limit is well above their 1 MB.
 */
export const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;

export const adminRequestSchema = z.strictObject({
  command: z.string().min(1).max(100),
  params: z.unknown(),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;

export const commandOutcomeSchema = z.union([
  z.strictObject({ ok: z.literal(true), result: z.unknown() }),
  z.strictObject({
    ok: z.literal(false),
    kind: z.enum(['usage', 'refused', 'failed']),
    message: z.string(),
  }),
]);

/** Reads one message: up to the first newline, or the whole stream. */
export function readMessage(
  stream: NodeJS.ReadableStream,
  onTooLarge: () => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const text = Buffer.concat(chunks).toString('utf8');
      const newline = text.indexOf('\n');
      resolve(newline === -1 ? text : text.slice(0, newline));
    };
    stream.on('data', (chunk: Buffer) => {
      if (done) return;
      chunks.push(chunk);
      size += chunk.length;
      if (chunk.includes(10)) finish();
      else if (size > MAX_MESSAGE_BYTES) {
        done = true;
        onTooLarge();
        reject(new Error(`a message is at most ${MAX_MESSAGE_BYTES} bytes`));
      }
    });
    stream.on('end', finish);
    stream.on('error', (error) => {
      if (!done) {
        done = true;
        reject(error);
      }
    });
    stream.on('close', () => {
      if (!done) {
        done = true;
        reject(new Error('the connection closed before a whole message came'));
      }
    });
  });
}
