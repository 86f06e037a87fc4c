import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app beside the api: its files, and index.html for any other page path
 * (the single-page app routes itself). Paths under /api/ and files that do not exist (a missing
 * script or image) stay 404s rather than the app's HTML under a wrong type.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<void> {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(response, path) {
      const immutable = path.includes('/assets/');
      response.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      response.header('x-content-type-options', 'nosniff');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const last = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (pathname.startsWith('/api/') || pathname.startsWith('/assets/') || last.includes('.')) {
      return reply.callNotFound();
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .sendFile('index.html');
  });
}
