import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { FileStore } from './file-store.js';
import { BodyStalled, watchIdle } from './idle-watch.js';
import { fileMessages } from './messages.js';
import { inMegabytes } from './stored-files.js';

/** The form field that carries the file. */
export const FILE_FIELD = 'file';

export interface ReceivedFile {
  tempFile: string;
  /** sha256 of the bytes, lowercase hex. */
  hash: string;
  size: number;
  /** As the client named it (the last path segment), for the drive entry. */
  fileName: string;
}

const MAX_FILE_NAME = 255;

/** The client's name for the file, made safe to keep and show: no folders, no control characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  // Half a surrogate pair cannot be stored as UTF-8: it becomes the replacement character.
  const wellFormed = clean.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
  const characters = Array.from(wellFormed);
  if (characters.length <= MAX_FILE_NAME) return wellFormed || 'untitled';
  // Cut from the middle of a long name: its extension ('.mp3') says what the file is.
  const extension = /\.[\p{L}\p{N}]{1,8}$/u.exec(wellFormed)?.[0] ?? '';
  const kept = characters.slice(0, MAX_FILE_NAME - Array.from(extension).length).join('');
  return kept + extension;
}

class FileTooLarge extends Error {}

/**
 * Reads the multipart body of an upload: form fields are skipped, and the one part named `file`
 * is streamed to a temp file of the store, hashed and counted as it arrives (backpressure: the
 * socket is read no faster than the disk takes it). Past maxBytes it stops at once with 413; when
 * no byte arrives for idleMs it stops with 408. Whatever fails, the temp file is gone when this
 * throws.
 */
export async function receiveUpload(
  request: FastifyRequest,
  store: FileStore,
  limits: { maxBytes: number; idleMs: number },
): Promise<ReceivedFile> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'not_multipart', fileMessages.notMultipart);
  }
  const tempFile = store.tempPath();
  const reading: { file?: Readable } = {};
  const work = readParts(request, tempFile, limits.maxBytes, reading);
  const idle = watchIdle(request.raw, limits.idleMs);
  let received: ReceivedFile | undefined;
  try {
    received = await Promise.race([work, idle.stalled]);
  } catch (error) {
    if (error instanceof BodyStalled && reading.file) {
      // The part under way ends with the stall, and its temp file is closed before it goes.
      reading.file.destroy(error);
      await work.catch(() => {});
    }
    await rm(tempFile, { force: true });
    throw uploadFailure(error, limits.maxBytes);
  } finally {
    idle.stop();
  }
  if (!received) {
    await rm(tempFile, { force: true });
    throw new AppError(400, 'no_file', fileMessages.noFile);
  }
  return received;
}

/** The parts of the body in order; the file part's stream is in `reading` while it arrives. */
async function readParts(
  request: FastifyRequest,
  tempFile: string,
  maxBytes: number,
  reading: { file?: Readable },
): Promise<ReceivedFile | undefined> {
  let received: ReceivedFile | undefined;
  const parts = request.parts({
    // One byte past the limit, so that reaching it is told apart from filling it exactly.
    limits: { fileSize: maxBytes + 1, files: 2, fields: 20, fieldSize: 64 * 1024, parts: 24 },
  });
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (received) throw new AppError(400, 'one_file_only', fileMessages.oneFileOnly);
    if (part.fieldname !== FILE_FIELD) {
      throw new AppError(400, 'wrong_field', fileMessages.notMultipart);
    }
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes) {
          done(new FileTooLarge());
          return;
        }
        hash.update(chunk);
        done(null, chunk);
      },
    });
    reading.file = part.file;
    await pipeline(part.file, meter, createWriteStream(tempFile, { flags: 'wx' }));
    reading.file = undefined;
    if (part.file.truncated) throw new FileTooLarge();
    received = {
      tempFile,
      hash: hash.digest('hex'),
      size,
      fileName: cleanFileName(part.filename),
    };
  }
  return received;
}

/** The answer to a failed upload; the client may be gone already, then it goes nowhere. */
export function uploadFailure(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof BodyStalled) {
    return new AppError(408, 'upload_stalled', fileMessages.uploadStalled, {
      values: { seconds: error.idleMs / 1000 },
    });
  }
  if (error instanceof FileTooLarge) {
    return new AppError(413, 'file_too_large', fileMessages.fileTooLarge, {
      values: { limit: inMegabytes(maxBytes) },
    });
  }
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'file_too_large', fileMessages.fileTooLarge, {
        values: { limit: inMegabytes(maxBytes) },
      });
    case 'FST_FILES_LIMIT':
      return new AppError(400, 'one_file_only', fileMessages.oneFileOnly);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError(400, 'invalid_upload', fileMessages.notMultipart);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, 'not_multipart', fileMessages.notMultipart);
    case 'FST_MP_PREMATURE_CLOSE':
    case 'ERR_STREAM_PREMATURE_CLOSE':
    case 'ECONNRESET':
      return new AppError(400, 'upload_incomplete', fileMessages.uploadIncomplete);
    default:
      break;
  }
  const message = error instanceof Error ? error.message : '';
  // busboy's words for a body that is not the multipart it announced, or that stops short.
  if (/Unexpected end of (multipart data|form)|terminated early|Premature close/i.test(message)) {
    return new AppError(400, 'upload_incomplete', fileMessages.uploadIncomplete);
  }
  if (/Multipart|boundary|Malformed/i.test(message)) {
    return new AppError(400, 'invalid_upload', fileMessages.notMultipart);
  }
  return error;
}
