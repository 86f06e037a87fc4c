import { endpoints } from '@captio/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../http/app-error.js';
import { serveEndpoint } from '../../http/route.js';
import { siteMessages } from './messages.js';
import { findRedirect } from './redirects.js';
import {
  LogTooDeepError,
  SUBTITLE_LOG_MAX_BYTES,
  SUBTITLE_LOG_MAX_DEPTH,
  SUBTITLE_LOG_PER_MINUTE,
  storeSubtitleLog,
} from './subtitle-log.js';

export async function registerSiteRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  serveEndpoint(
    app,
    context,
    endpoints.subtitleLog,
    async ({ body, auth }) => {
      try {
        await storeSubtitleLog(context.db, auth?.user.id ?? null, body);
      } catch (error) {
        if (error instanceof LogTooDeepError) {
          throw badRequest('log_too_deep', siteMessages.logTooDeep, {
            depth: SUBTITLE_LOG_MAX_DEPTH,
          });
        }
        throw error;
      }
      return { data: { logged: true } };
    },
    {
      bodyLimit: SUBTITLE_LOG_MAX_BYTES,
      rateLimit: { max: SUBTITLE_LOG_PER_MINUTE, timeWindow: 60_000 },
      keepsUnstorableText: true,
    },
  );

  serveEndpoint(app, context, endpoints.routeRedirect, async ({ query }) => ({
    data: { redirect: await findRedirect(context.db, query.path) },
  }));
}
