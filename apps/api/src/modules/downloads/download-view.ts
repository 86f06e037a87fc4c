import type { Download, DownloadFormat, LocaleCode } from '@captio/api-client';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { downloads } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { translate } from '../../i18n/locale.js';
import { linkMessages } from '../links/messages.js';
import { type Caller, ownedBy } from '../tasks/caller.js';
import { failureText } from '../tasks/task-view.js';

export type DownloadRow = typeof downloads.$inferSelect;

/** One of the caller's downloads, or the 404 that another's (or none) answers. */
export async function findDownload(
  context: Pick<AppContext, 'db'>,
  caller: Caller,
  downloadId: string,
): Promise<DownloadRow> {
  const [row] =
    caller.kind === 'nobody'
      ? []
      : await context.db
          .select()
          .from(downloads)
          .where(and(eq(downloads.id, downloadId), ownedBy(downloads, caller)));
  if (!row) throw notFound('download_not_found', linkMessages.downloadNotFound);
  return row;
}

/**
 * A download as the api answers it. `inDrive` says whether its file is kept in the user's drive
 * (until deleted) rather than for a day.
 */
export function toDownload(row: DownloadRow, locale: LocaleCode, inDrive = false): Download {
  const failed = row.status === 'FAILED' || row.status === 'DOWNLOAD_FAILED';
  return {
    download_id: row.id,
    url: row.url,
    format: row.format as DownloadFormat,
    status: row.status,
    progress: row.progress,
    title: row.title,
    size: row.size,
    file_hash: row.fileHash,
    drive_file: inDrive,
    failure: failed && row.failureCode ? downloadFailure(row, locale) : null,
    created_time: row.createdAt.toISOString(),
    finished_time: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Why a download failed, in the reader's language. A download has no transcription to speak of:
 * a video without sound says which format it cannot become.
 */
function downloadFailure(row: DownloadRow, locale: LocaleCode): Download['failure'] {
  const code = row.failureCode ?? 'convert_failed';
  const message =
    code === 'no_audio'
      ? translate(linkMessages.noSoundFor, locale, { format: row.format.toUpperCase() })
      : translate(failureText(code), locale);
  return { code, message };
}
