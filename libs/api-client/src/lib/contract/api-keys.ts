import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isoDateSchema, success } from '../schemas/envelope.js';

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart. */
  prefix: z.string(),
  created_time: isoDateSchema,
  last_used_time: isoDateSchema.nullable(),
  revoked: z.boolean(),
});

export const apiKeyList = defineEndpoint({
  method: 'GET',
  path: '/api/keys/',
  auth: 'session',
  tag: 'api keys',
  summary: "The user's API keys (levels above 2).",
  response: success(z.object({ result: z.array(apiKeySchema) })),
});

export const createApiKey = defineEndpoint({
  method: 'POST',
  path: '/api/keys/',
  auth: 'session',
  tag: 'api keys',
  summary: 'Creates an API key; the secret is shown only in this answer.',
  body: z.strictObject({ name: z.string().trim().min(1).max(64) }),
  response: success(apiKeySchema.extend({ key: z.string() })),
});

export const revokeApiKey = defineEndpoint({
  method: 'POST',
  path: '/api/keys/revoke/',
  auth: 'session',
  tag: 'api keys',
  summary: 'Revokes an API key at once.',
  body: z.strictObject({ id: z.uuid() }),
  response: success(z.object({ id: z.uuid(), revoked: z.literal(true) })),
});
