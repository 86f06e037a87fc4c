import { pathTo, type Locale } from '@captio/routing-rules';

/** The subtitle formats a generator page is about; the result page offers that export first. */
export type ExportHint = 'srt' | 'vtt';

/**
 * The result address of a link's task while its media is being fetched: no file hash yet, so
 * the page finds it by its task (a hash is 64 hex digits, so this never names a file).
 */
export const LINK_TASK_HASH = 'link';

export interface ResultTarget {
  /** Undefined for a link's task, whose file is not fetched yet. */
  fileHash: string | undefined;
  taskId: string;
  locale: Locale;
  /** From /srt-generator and /vtt-generator: the format the visitor came for. */
  exportFormat?: ExportHint | undefined;
}

/**
 * Where a started transcription is followed: /result/{hash}?task_id={id} in the page's
 * language (/result/link?task_id={id} for a link's), with ?export= when the visitor came for
 * one subtitle format.
 */
export function resultTarget({ fileHash, taskId, locale, exportFormat }: ResultTarget): string {
  const query = new URLSearchParams({ task_id: taskId });
  if (exportFormat) query.set('export', exportFormat);
  return `${pathTo('result-hash', { hash: fileHash ?? LINK_TASK_HASH }, locale)}?${query.toString()}`;
}
