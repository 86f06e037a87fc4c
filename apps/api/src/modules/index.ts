import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { registerApiKeyRoutes } from './api-keys/routes.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerBillingRoutes } from './billing/routes.js';
import { registerCreditRoutes } from './credits/routes.js';
import { registerDownloadRoutes } from './downloads/routes.js';
import { registerDriveRoutes } from './drive/routes.js';
import { registerFileRoutes } from './files/routes.js';
import { registerLinkRoutes } from './links/routes.js';
import { registerSiteRoutes } from './site/routes.js';
import { registerSystemRoutes } from './system/routes.js';
import { registerTaskRoutes } from './tasks/routes.js';
import { registerTranslationRoutes } from './translation/routes.js';
import { registerVersionRoutes } from './versions/routes.js';

/** Every route module; each registers the endpoints of its part of the contract. */
export async function registerModules(app: FastifyInstance, context: AppContext): Promise<void> {
  await registerSystemRoutes(app, context);
  await registerAuthRoutes(app, context);
  await registerBillingRoutes(app, context);
  await registerCreditRoutes(app, context);
  await registerApiKeyRoutes(app, context);
  await registerVersionRoutes(app, context);
  await registerDriveRoutes(app, context);
  await registerFileRoutes(app, context);
  await registerTaskRoutes(app, context);
  await registerTranslationRoutes(app, context);
  registerLinkRoutes(app, context);
  registerDownloadRoutes(app, context);
  await registerSiteRoutes(app, context);
}
