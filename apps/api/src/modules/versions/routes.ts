import { endpoints } from '@captio/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { serveEndpoint } from '../../http/route.js';
import { versionMessages } from './messages.js';
import {
  listVersions,
  markAllVersionsViewed,
  markVersionViewed,
  notViewedVersions,
  toVersionRecord,
} from './versions.js';

export async function registerVersionRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  serveEndpoint(app, context, endpoints.showVersion, async ({ auth }) => {
    const [rows, notViewed] = await Promise.all([
      listVersions(context.db),
      notViewedVersions(context.db, auth?.user.id),
    ]);
    return {
      data: {
        result: rows.map(toVersionRecord),
        not_viewed: notViewed,
      },
    };
  });

  serveEndpoint(app, context, endpoints.updateVersion, async ({ body, auth }) => {
    if ('update_all' in body) {
      await markAllVersionsViewed(context.db, auth.user.id);
    } else if (!(await markVersionViewed(context.db, auth.user.id, body.version))) {
      throw new AppError(404, 'unknown_version', versionMessages.unknownVersion, {
        values: { version: body.version },
      });
    }
    return { data: { not_viewed: await notViewedVersions(context.db, auth.user.id) } };
  });
}
