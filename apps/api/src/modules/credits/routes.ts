import { endpoints } from '@captio/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { serveEndpoint } from '../../http/route.js';
import { pointHistoryPage } from './history.js';

export async function registerCreditRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  // The user row was read when the caller was authenticated, in this request.
  serveEndpoint(app, context, endpoints.countPoint, async ({ auth }) => ({
    data: { point: auth.user.point },
  }));

  serveEndpoint(app, context, endpoints.pointHistory, async ({ auth, query }) => ({
    data: await pointHistoryPage(context.db, auth.user.id, query.page ?? 1),
  }));
}
