import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { success } from '../schemas/envelope.js';

/** Client-side diagnostics; any JSON object up to the body limit. */
export const subtitleLog = defineEndpoint({
  method: 'POST',
  path: '/api/subtitle/log/',
  auth: 'optional',
  tag: 'logs',
  summary: 'Stores a client log entry (any JSON object, at most 16 KB).',
  body: z.record(z.string(), z.unknown()),
  response: success(z.object({ logged: z.literal(true) })),
});

export const routeRedirect = defineEndpoint({
  method: 'GET',
  path: '/api/route/redirect/',
  auth: 'none',
  tag: 'routes',
  summary: 'Where a path is redirected by the operator (a path or an external URL), if anywhere.',
  query: z.strictObject({ path: z.string().min(1).max(2048).startsWith('/') }),
  response: success(z.object({ redirect: z.string().nullable() })),
});
