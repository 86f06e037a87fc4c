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
  summary:
    'Where the operator redirects a path of the site: another path or an absolute http(s) URL, or null. Entries hold exact paths: a trailing slash, a query and a fragment are ignored, letter case is not, and a locale prefix is part of the path (/de-DE/pricing and /pricing are two entries).',
  query: z.strictObject({ path: z.string().min(1).max(2048).startsWith('/') }),
  response: success(z.object({ redirect: z.string().nullable() })),
});
