import { LEVEL, TASK_CREDITS_PER_MINUTE, TASK_MODE, taskCreditCost } from '@captio/api-client';
import { FREE_QUOTA } from '@captio/i18n';
import { type Payer, paysNothing } from '../credits/index.js';

export type { Payer };

/** What the start form tells the reader a transcription will take from them. */
export type PriceNotice =
  /** remaining: the visitor's uses left, once the server said. */
  | { kind: 'visitor'; total: number; remaining?: number | undefined }
  | { kind: 'unlimited' }
  | { kind: 'free-run'; remaining: number; total: number }
  | {
      kind: 'credits';
      perMinute: number;
      /** Credits for the chosen media; undefined while its length is not known. */
      cost: number | undefined;
      /** The balance; undefined until the session has it. */
      point: number | undefined;
      /** A free user whose runs for the day are gone (they pay credits until midnight UTC). */
      freeRunsGone: boolean;
    };

/**
 * How the server will pay for a transcription (tasks/create-task paymentFor): a visitor's free
 * uses; level 2 and above, or an account made unlimited, nothing; a free user's daily runs,
 * then credits; other plans credits, per started minute of the media in the chosen mode.
 */
export function priceNotice(
  payer: Payer | undefined,
  mode: keyof typeof TASK_MODE,
  durationSeconds: number | null | undefined,
  point: number | undefined,
  visitorRemaining?: number,
): PriceNotice {
  if (!payer) return { kind: 'visitor', total: FREE_QUOTA, remaining: visitorRemaining };
  if (paysNothing(payer)) return { kind: 'unlimited' };
  const remaining = Math.min(FREE_QUOTA, Math.max(0, Math.floor(payer.remaining)));
  if (payer.level === LEVEL.free && remaining > 0) {
    return { kind: 'free-run', remaining, total: FREE_QUOTA };
  }
  const modeId = TASK_MODE[mode];
  const known = typeof durationSeconds === 'number' && Number.isFinite(durationSeconds);
  return {
    kind: 'credits',
    perMinute: TASK_CREDITS_PER_MINUTE[modeId] ?? 1,
    cost: known ? taskCreditCost(durationSeconds * 1000, modeId) : undefined,
    point,
    freeRunsGone: payer.level === LEVEL.free,
  };
}
