import { pathTo, type Locale } from '@captio/routing-rules';

/** The subtitle formats a generator page is about; the result page offers that export first. */
export type ExportHint = 'srt' | 'vtt';

export interface ResultTarget {
  fileHash: string;
  taskId: string;
  locale: Locale;
  /** From /srt-generator and /vtt-generator: the format the visitor came for. */
  exportFormat?: ExportHint | undefined;
}

/**
 * Where a started transcription is followed: /result/{hash}?task_id={id} in the page's
 * language, with ?export= when the visitor came for one subtitle format.
 */
export function resultTarget({ fileHash, taskId, locale, exportFormat }: ResultTarget): string {
  const query = new URLSearchParams({ task_id: taskId });
  if (exportFormat) query.set('export', exportFormat);
  return `${pathTo('result-hash', { hash: fileHash }, locale)}?${query.toString()}`;
}
