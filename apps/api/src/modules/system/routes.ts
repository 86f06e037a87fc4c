import { endpoints } from '@captio/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { serveEndpoint } from '../../http/route.js';
import { readFlags } from './flags.js';

export async function registerSystemRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  serveEndpoint(app, context, endpoints.authStatus, async () => {
    const flags = await readFlags(context.db);
    // status says the service is up: the web app sets is_maintenance to its negation.
    return { status: !flags.maintenance, show_notice: flags.show_notice };
  });
}
