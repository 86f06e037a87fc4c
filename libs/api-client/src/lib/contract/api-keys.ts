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
  summary: "The user's API keys, newest first, revoked ones included; never their secrets.",
  response: success(z.object({ result: z.array(apiKeySchema) })),
});

export const createApiKey = defineEndpoint({
  method: 'POST',
  path: '/api/keys/',
  auth: 'session',
  tag: 'api keys',
  summary:
    'Creates an API key (levels above 2, else 403; at most 10 active keys, else 409). The secret is shown only in this answer.',
  body: z.strictObject({ name: z.string().trim().min(1).max(64) }),
  response: success(
    apiKeySchema.extend({
      /** `cap_` and 32 random bytes in base64url; send it as `Authorization: Bearer <key>`. */
      key: z.string().regex(/^cap_[\w-]{43}$/),
    }),
  ),
});

export const revokeApiKey = defineEndpoint({
  method: 'POST',
  path: '/api/keys/revoke/',
  auth: 'session',
  tag: 'api keys',
  summary: "Revokes one of the user's API keys at once; any other id answers 404.",
  body: z.strictObject({ id: z.uuid() }),
  response: success(z.object({ id: z.uuid(), revoked: z.literal(true) })),
});
