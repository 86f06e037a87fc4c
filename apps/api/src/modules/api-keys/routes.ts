import { endpoints } from '@captio/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { serveEndpoint } from '../../http/route.js';
import { translate } from '../../i18n/locale.js';
import { createApiKey, listApiKeys, revokeApiKey, toApiKeyData } from './keys.js';
import { apiKeyMessages } from './messages.js';

/** The API dashboard: keys are managed from a signed-in session only, never with a key. */
export async function registerApiKeyRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  const { db } = context;

  serveEndpoint(app, context, endpoints.apiKeyList, async ({ auth }) => ({
    data: { result: (await listApiKeys(db, auth.user.id)).map(toApiKeyData) },
  }));

  serveEndpoint(app, context, endpoints.createApiKey, async ({ auth, body, locale }) => {
    const { row, secret } = await createApiKey(db, {
      userId: auth.user.id,
      name: body.name,
      now: context.now(),
    });
    return {
      data: { ...toApiKeyData(row), key: secret },
      message: translate(apiKeyMessages.created, locale),
    };
  });

  serveEndpoint(app, context, endpoints.revokeApiKey, async ({ auth, body, locale }) => {
    await revokeApiKey(db, { userId: auth.user.id, keyId: body.id, now: context.now() });
    return {
      data: { id: body.id, revoked: true },
      message: translate(apiKeyMessages.revoked, locale),
    };
  });
}
