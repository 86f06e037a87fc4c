import {
  transcriptLinesSchema,
  transcriptResultHeadSchema,
  type TranscriptResult,
} from '@captio/api-client';
import type { IdleScheduler } from '../../features/editor/index.js';

/**
 * Lines checked in one idle turn: a few milliseconds of work even before the browser has
 * optimized the check, so a keystroke never waits behind it.
 */
export const LINES_PER_TURN = 200;

/**
 * A transcript result with every field checked against the contract but its lines, which
 * `checkLinesWhenIdle` checks once the page shows them. Throws what the contract's check throws.
 */
export function checkResultHead(data: unknown): TranscriptResult {
  transcriptResultHeadSchema.parse(data);
  // Only the lines are unchecked, and the page that shows them checks them right after.
  return data as TranscriptResult;
}

/**
 * Checks the result's lines (the transcript's and its translation's) against the contract, a
 * part in each idle turn. Rejects with the check's error at the first line that breaks it;
 * resolves at once when `signal` aborts (the page was left: nothing is shown any more).
 */
export function checkLinesWhenIdle(
  result: Pick<TranscriptResult, 'file_json' | 'translate_file_json'>,
  idle: IdleScheduler,
  signal?: AbortSignal,
): Promise<void> {
  const lists = [result.file_json, result.translate_file_json ?? []];
  const parts = lists.flatMap((lines) =>
    Array.from({ length: Math.ceil(lines.length / LINES_PER_TURN) }, (_, index) =>
      lines.slice(index * LINES_PER_TURN, (index + 1) * LINES_PER_TURN),
    ),
  );
  return new Promise((resolve, reject) => {
    let cancel: (() => void) | undefined;
    signal?.addEventListener(
      'abort',
      () => {
        cancel?.();
        resolve();
      },
      { once: true },
    );
    const next = (index: number) => {
      const part = parts[index];
      if (signal?.aborted || !part) {
        resolve();
        return;
      }
      cancel = idle(() => {
        try {
          transcriptLinesSchema.parse(part);
        } catch (error) {
          reject(error);
          return;
        }
        next(index + 1);
      });
    };
    next(0);
  });
}
