import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TestProject } from 'vitest/node';
import type {} from './provided-context.js';
import { startTestServer } from './test-server.js';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST',
};

/**
 * The upload server of the browser tests, on 127.0.0.1 in Node: `/ok?status=&text=` answers
 * what it is asked with `{ environment, size }` of what arrived, `/hang` never answers,
 * `/reset` drops the connection. CORS is open since the test page has another origin.
 */
async function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://x');
  if (request.method === 'OPTIONS') return response.writeHead(204, CORS).end();
  if (url.pathname === '/reset') return request.socket.destroy();
  let size = 0;
  try {
    for await (const chunk of request) size += (chunk as Buffer).length;
  } catch {
    return; // the browser went away mid-body (the abort test)
  }
  if (url.pathname === '/hang') return;
  const status = Number(url.searchParams.get('status') ?? 200);
  const text = url.searchParams.get('text');
  const headers = { ...CORS, 'content-type': 'application/json' };
  if (text === null) response.writeHead(status, headers);
  else response.writeHead(status, text, headers);
  const environment = request.headers['x-upload-environment'];
  response.end(status === 204 ? undefined : JSON.stringify({ environment, size }));
}

export default async function setup(project: TestProject) {
  const server = await startTestServer((request, response) => void handle(request, response));
  project.provide('uploadServerUrl', server.url);
  return () => server.close();
}
