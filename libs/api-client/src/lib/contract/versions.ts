import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isoDateSchema, success } from '../schemas/envelope.js';

export const versionSchema = z.object({
  version: z.string(),
  version_name: z.string(),
  /** HTML written by the operator. */
  version_info: z.string(),
  created_time: isoDateSchema,
  /** 1 makes the latest-updates dialog show it. */
  importance: z.number().int().min(0),
});

export const showVersion = defineEndpoint({
  method: 'GET',
  path: '/api/version/show_version/',
  auth: 'optional',
  tag: 'versions',
  summary:
    'Release notes, newest first, and the versions the user has not seen (every version for an anonymous caller). Any query (a time stamp) is accepted and ignored.',
  query: z.record(z.string(), z.string()).optional(),
  response: success(z.object({ result: z.array(versionSchema), not_viewed: z.array(z.string()) })),
});

export const updateVersion = defineEndpoint({
  method: 'POST',
  path: '/api/version/update_version/',
  auth: 'session',
  tag: 'versions',
  summary: 'Marks one version, or with update_all every version, as seen.',
  body: z.union([
    z.strictObject({ version: z.string().min(1).max(32) }),
    z.strictObject({ update_all: z.literal(true) }),
  ]),
  response: success(z.object({ not_viewed: z.array(z.string()) })),
});
