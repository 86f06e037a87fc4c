import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FilesTestApp, createFilesTestApp } from '../../../test/support/files-app.js';
import { filesUnder } from '../../../test/support/media-fixtures.js';
import { driveFiles, mediaFiles } from '../../db/schema.js';

/** A free upload may have 100 KB here; tests send far more. */
const FREE_BYTES = 100_000;

let t: FilesTestApp;
let dataDir: string;
let port: number;

beforeAll(async () => {
  t = await createFilesTestApp(
    {},
    {
      listen: true,
      uploadLimits: (level) =>
        level === 0
          ? { maxBytes: FREE_BYTES, maxDurationSeconds: 60 }
          : { maxBytes: 1024 ** 3, maxDurationSeconds: 600 },
    },
  );
  ({ dataDir, port } = t);
});
afterAll(async () => {
  await t?.close();
});

const BOUNDARY = '----captiostream';
const partHead = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="long.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
);

/** The head of an upload whose body announces `bodyBytes` and will not all come. */
function requestHead(bodyBytes: number): Buffer {
  return Buffer.from(
    `POST /api/files/upload/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${bodyBytes}\r\n\r\n`,
  );
}

/** Polls until `check` holds (a file being removed after a disconnect); no timing is asserted. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition never held');
}

const tempFiles = () => filesUnder(join(dataDir, 'files', 'tmp'));

describe('an upload over the limit', () => {
  it('is answered 413 while the client is still sending, and the connection closes', async () => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => {});
    // Announces 50 MB, sends the limit and a little more, then waits: the answer must not need
    // the rest of the body.
    socket.write(requestHead(50 * 1024 * 1024));
    socket.write(partHead);
    socket.write(Buffer.alloc(FREE_BYTES + 64 * 1024, 1));
    await closed;
    const answer = Buffer.concat(received).toString('utf8');
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"code":"file_too_large"');
    await eventually(async () => (await tempFiles()).length === 0);
  });
});

describe('an interrupted upload', () => {
  it('leaves no temp file and no row when the client goes mid-body', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.write(requestHead(2 * FREE_BYTES));
    socket.write(partHead);
    // Under the limit, so that only the disconnect ends it.
    await new Promise<void>((resolve) =>
      socket.write(Buffer.alloc(FREE_BYTES / 2, 2), () => resolve()),
    );
    // The server has begun the temp file before the client goes.
    await eventually(async () => (await tempFiles()).length === 1);
    socket.destroy();
    await eventually(async () => (await tempFiles()).length === 0);
    expect(await t.database.db.select().from(driveFiles)).toEqual([]);
    expect(await t.database.db.select().from(mediaFiles)).toEqual([]);
    expect(await filesUnder(join(dataDir, 'files'))).toEqual([]);
  });
});
