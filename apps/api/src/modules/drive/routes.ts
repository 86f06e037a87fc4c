import { endpoints } from '@captio/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/app-error.js';
import { AnswerMemo } from '../../http/prepared-answer.js';
import { serveEndpoint } from '../../http/route.js';
import { translate } from '../../i18n/locale.js';
import { fileStoreIn } from '../files/file-store.js';
import { driveCapacity, effectiveLevel, planFactsValidUntil } from '../plans/levels.js';
import { deleteDriveFile, listDriveFiles } from './files.js';
import { driveListing } from './listing.js';
import { driveMessages } from './messages.js';

export async function registerDriveRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  // The same list until a file or the plan changes: built once per user row and file rows.
  const fileListAnswers = new AnswerMemo(endpoints.fileList);
  serveEndpoint(app, context, endpoints.fileList, async ({ auth }) => {
    const rows = await context.cache.files(auth.user.id, () =>
      listDriveFiles(context.db, auth.user.id),
    );
    const now = context.now();
    return fileListAnswers.answer(auth.user, [rows], now.getTime(), () => {
      const level = effectiveLevel(auth.user, now);
      const { result, totalSize } = driveListing(rows);
      return {
        answer: {
          data: {
            result,
            total_size: totalSize,
            drive_size: driveCapacity(level, auth.user.subscriptionType),
          },
        },
        validUntil: planFactsValidUntil(auth.user, now),
      };
    });
  });

  const store = fileStoreIn(context.config.dataDir);
  serveEndpoint(app, context, endpoints.deleteFile, async ({ body, auth, locale }) => {
    if (!(await deleteDriveFile(context.db, store, auth.user.id, body.uuid, context.now()))) {
      throw notFound('file_not_found', driveMessages.fileNotFound);
    }
    return {
      data: { uuid: body.uuid, deleted: true },
      message: translate(driveMessages.fileDeleted, locale),
    };
  });
}
