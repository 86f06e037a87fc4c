import { endpoints } from '@captio/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/app-error.js';
import { serveEndpoint } from '../../http/route.js';
import { translate } from '../../i18n/locale.js';
import { driveCapacity, effectiveLevel } from '../plans/levels.js';
import { deleteDriveFile, listDriveFiles } from './files.js';
import { driveListing } from './listing.js';
import { driveMessages } from './messages.js';

export async function registerDriveRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  serveEndpoint(app, context, endpoints.fileList, async ({ auth }) => {
    const rows = await context.cache.files(auth.user.id, () =>
      listDriveFiles(context.db, auth.user.id),
    );
    const level = effectiveLevel(auth.user, context.now());
    const { result, totalSize } = driveListing(rows);
    return {
      data: {
        result,
        total_size: totalSize,
        drive_size: driveCapacity(level, auth.user.subscriptionType),
      },
    };
  });

  serveEndpoint(app, context, endpoints.deleteFile, async ({ body, auth, locale }) => {
    if (!(await deleteDriveFile(context.db, auth.user.id, body.uuid))) {
      throw notFound('file_not_found', driveMessages.fileNotFound);
    }
    return {
      data: { uuid: body.uuid, deleted: true },
      message: translate(driveMessages.fileDeleted, locale),
    };
  });
}
