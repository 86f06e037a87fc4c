import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isoDateSchema, success } from '../schemas/envelope.js';

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
