// Serves the built web app on http://127.0.0.1:3000 (CAPTIO_HOST, CAPTIO_PORT), with the
// single-page-app fallback to index.html. The api joins this process with the api issue.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDist = join(root, 'apps', 'web', 'dist');
const host = process.env.CAPTIO_HOST ?? '127.0.0.1';
const port = Number(process.env.CAPTIO_PORT ?? 3000);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

if (!existsSync(join(webDist, 'index.html'))) {
  console.error(`[captio] ${webDist} has no build; run ./captio start`);
  process.exit(1);
}

function fileFor(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = normalize(join(webDist, decoded));
  if (!candidate.startsWith(webDist + sep) && candidate !== webDist) return null;
  return statSync(candidate, { throwIfNoEntry: false })?.isFile() ? candidate : null;
}

const server = createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  let pathname;
  try {
    pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  } catch {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  const found = fileFor(pathname);
  // A missing script, style or image is a 404, not the app's HTML under a wrong type.
  if (!found && (pathname.startsWith('/assets/') || extname(pathname) !== '')) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const file = found ?? join(webDist, 'index.html');
  const immutable = file.includes(`${sep}assets${sep}`);
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response);
});

server.on('error', (error) => {
  const reason = error.code === 'EADDRINUSE' ? `port ${port} is in use` : error.message;
  console.error(`[captio] cannot serve on http://${host}:${port}: ${reason}`);
  process.exit(1);
});

server.listen(port, host, () => {
  console.log(`[captio] serving http://${host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
