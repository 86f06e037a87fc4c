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
  summary: "The caller's credit balance (users.point, the ledger's running total).",
  response: success(z.object({ point: z.number().int().min(0) })),
});

export const pointHistory = defineEndpoint({
  method: 'GET',
  path: '/api/point/history/',
  auth: 'session-or-key',
  tag: 'credits',
  summary: "The caller's credit ledger, newest first, 50 entries a page (page from 1).",
  query: z.strictObject({ page: z.coerce.number().int().min(1).max(100_000).optional() }),
  response: success(
    z.object({
      result: z.array(pointEntrySchema),
      /** Entries in the whole ledger of the user, to count the pages. */
      total: z.number().int().min(0),
    }),
  ),
});
