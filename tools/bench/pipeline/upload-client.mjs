// A streaming multipart upload, as a browser or curl sends one: the file is read from disk in
// 1 MB chunks and written to the socket as the server takes it (backpressure), never held whole
// in this process, so a 1 GB upload costs the client what a small one does.
import { randomBytes } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { basename } from 'node:path';

/**
 * POSTs `path` as the form field `file` to `url`. Resolves with the status, the parsed JSON body
 * and the wall time (ms) from the first byte sent to the last byte of the answer.
 */
export function uploadFile(
  url,
  path,
  { headers = {}, contentType = 'application/octet-stream' } = {},
) {
  const boundary = `----captio-bench-${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="file"; filename="${basename(path)}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = statSync(path).size;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          let body;
          try {
            body = JSON.parse(text);
          } catch {
            body = text;
          }
          resolve({ status: response.statusCode, body, ms, bytes: size });
        });
      },
    );
    request.on('error', reject);
    request.write(head);
    const file = createReadStream(path, { highWaterMark: 1024 * 1024 });
    file.on('error', (error) => {
      request.destroy(error);
      reject(error);
    });
    file.pipe(request, { end: false });
    file.on('end', () => request.end(tail));
  });
}
