import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isoDateSchema, success } from '../schemas/envelope.js';

export const pointEntrySchema = z.object({
  id: z.number().int(),
  /** Credits added (positive) or taken (negative). */
  delta: z.number().int(),
  balance: z.number().int().min(0),
  reason: z.string(),
  created_time: isoDateSchema,
});

export const countPoint = defineEndpoint({
  method: 'GET',
  path: '/api/point/count_point/',
  auth: 'session-or-key',
  tag: 'credits',
  summary: 'The credit balance.',
  response: success(z.object({ point: z.number().int().min(0) })),
});

export const pointHistory = defineEndpoint({
  method: 'GET',
  path: '/api/point/history/',
  auth: 'session-or-key',
  tag: 'credits',
  summary: 'The credit ledger, newest first, 50 entries a page.',
  query: z.strictObject({ page: z.coerce.number().int().min(1).max(100_000).optional() }),
  response: success(z.object({ result: z.array(pointEntrySchema), total: z.number().int() })),
});

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
  summary: 'Release notes, newest first, and the versions the user has not seen.',
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

export const cloudFileSchema = z.object({
  uuid: z.uuid(),
  file_hash: z.string(),
  file_name: z.string(),
  /** Bytes. */
  file_size: z.number().int().min(0),
  content_type: z.string(),
  created_time: isoDateSchema,
});
export type CloudFile = z.infer<typeof cloudFileSchema>;

export const fileList = defineEndpoint({
  method: 'GET',
  path: '/api/drive/file_list/',
  auth: 'session-or-key',
  tag: 'drive',
  summary: "The user's cloud files, newest first, with bytes used and capacity.",
  response: success(
    z.object({
      result: z.array(cloudFileSchema),
      total_size: z.number().int().min(0),
      drive_size: z.number().int().min(0),
    }),
  ),
});

export const deleteFile = defineEndpoint({
  method: 'POST',
  path: '/api/drive/delete_file/',
  auth: 'session-or-key',
  tag: 'drive',
  summary: "Deletes one of the user's cloud files.",
  body: z.strictObject({ uuid: z.uuid() }),
  response: success(z.object({ uuid: z.uuid(), deleted: z.literal(true) })),
});

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
