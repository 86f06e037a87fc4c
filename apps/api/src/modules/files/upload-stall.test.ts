import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FilesTestApp, createFilesTestApp } from '../../../test/support/files-app.js';
import { filesUnder, multipartForm } from '../../../test/support/media-fixtures.js';
import { openRaw } from '../../../test/support/raw-http.js';
import { waitFor } from '../../../test/support/waiting.js';
import { driveFiles, mediaFiles } from '../../db/schema.js';

/** A tiny idle time, so that a stalled client is cut within the test. */
const IDLE_SECONDS = '0.3';

let t: FilesTestApp;
let port: number;

beforeAll(async () => {
  t = await createFilesTestApp({ CAPTIO_UPLOAD_IDLE_SECONDS: IDLE_SECONDS }, { listen: true });
  port = t.port;
});
afterAll(async () => {
  await t?.close();
});

/** An upload's request: its head and its whole body (multipart with one file part). */
function uploadRequest(locale: string, fileBytes: Buffer) {
  const form = multipartForm([{ name: 'file', filename: 'talk.mp3', data: fileBytes }]);
  const head = [
    'POST /api/files/upload/ HTTP/1.1',
    'Host: 127.0.0.1',
    `Accept-Language: ${locale}`,
    `Content-Type: ${form.headers['content-type']}`,
    `Content-Length: ${form.payload.length}`,
    '',
    '',
  ].join('\r\n');
  return { head, body: form.payload };
}

const nothingLeft = async () => {
  expect(await filesUnder(join(t.filesDir, 'tmp'))).toEqual([]);
  expect(await t.database.db.select().from(driveFiles)).toEqual([]);
  expect(await t.database.db.select().from(mediaFiles)).toEqual([]);
};

describe('an upload whose body stops arriving', () => {
  it.each([
    [
      'in the middle of the file',
      'en-US',
      4_000,
      'No data of the file arrived for 0.3 seconds, so the upload was stopped. Please check your connection and try again.',
    ],
    [
      'before its first part',
      'de-DE',
      0,
      '0,3 Sekunden lang kamen keine Daten der Datei an, daher wurde der Upload abgebrochen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    ],
  ])(
    'is cut %s: 408 in the caller’s language, the connection closed, nothing kept',
    async (_case, locale, bytesSent, message) => {
      const { head, body } = uploadRequest(locale, Buffer.alloc(20_000, 7));
      const connection = openRaw(port);
      connection.write(head);
      if (bytesSent > 0) connection.write(body.subarray(0, bytesSent));
      // Then nothing more: the client stalls with the connection open.
      const answer = await connection.answer;
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toEqual({ code: 'upload_stalled', message });
      await waitFor(() => connection.closed, 'the server to close the connection');
      await nothingLeft();
    },
  );

  it('is not cut while bytes keep coming, however slowly, over longer than the idle time', async () => {
    const { head, body } = uploadRequest('en-US', Buffer.from('not audio at all '.repeat(200)));
    const connection = openRaw(port, 10_000);
    connection.write(head);
    const pieces = 12;
    const size = Math.ceil(body.length / pieces);
    for (let i = 0; i < pieces; i++) {
      connection.write(body.subarray(i * size, (i + 1) * size));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answer = await connection.answer;
    connection.destroy();
    // Received whole, then probed: these bytes are no media.
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'not_media' });
    await nothingLeft();
  });
});
