import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerSystemRoutes } from './system/routes.js';

/** Every route module; each registers the endpoints of its part of the contract. */
export async function registerModules(app: FastifyInstance, context: AppContext): Promise<void> {
  await registerSystemRoutes(app, context);
  await registerAuthRoutes(app, context);
}
