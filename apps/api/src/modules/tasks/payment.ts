import type { Queryable } from '../../db/database.js';
import type { LocalizedText } from '../../i18n/locale.js';
import { reservePoints } from '../credits/ledger.js';
import { takeUserFreeRun, takeVisitorUse } from './free-uses.js';

/** How a job (a task, a translation) is paid: credits held, a free use, or nothing. */
export type Payment =
  | { kind: 'credits'; userId: number; amount: number }
  | { kind: 'user-free-run'; userId: number; orCredits: number }
  /** refusal: what a visitor past the free uses is told, when not the transcription's words. */
  | { kind: 'visitor-use'; keys: string[]; refusal?: LocalizedText }
  | { kind: 'unlimited' }
  /** A link's own subtitle track opened in the editor: no engine runs, nothing is taken. */
  | { kind: 'free' };

/** What a job took, as its row keeps it, so that a failure gives back exactly that. */
export interface TakenPayment {
  reservationId: string | null;
  freeUse: 'user' | 'visitor' | null;
  freeUseKeys: string[] | null;
  /** Credits held. */
  charged: number;
}

/**
 * Takes a payment inside the transaction that writes the job's row: a refused payment (credits
 * short, free uses gone) throws and leaves nothing behind. A level-0 user's free run, once the
 * day's runs are gone, is paid with credits instead.
 */
export async function takePayment(
  tx: Queryable,
  payment: Payment,
  job: {
    id: string;
    reason: string;
    now: Date;
    /** How much of the credits to hold when the amount is a most, not a price (see heldFor). */
    hold?: (userId: number, most: number) => Promise<number>;
  },
): Promise<TakenPayment> {
  const taken: TakenPayment = { reservationId: null, freeUse: null, freeUseKeys: null, charged: 0 };
  if (payment.kind === 'visitor-use') {
    await takeVisitorUse(tx, payment.keys, payment.refusal);
    return { ...taken, freeUse: 'visitor', freeUseKeys: payment.keys };
  }
  if (payment.kind === 'user-free-run' && (await takeUserFreeRun(tx, payment.userId, job.now))) {
    return { ...taken, freeUse: 'user' };
  }
  if (payment.kind === 'credits' || payment.kind === 'user-free-run') {
    const most = payment.kind === 'credits' ? payment.amount : payment.orCredits;
    const amount = job.hold ? await job.hold(payment.userId, most) : most;
    const reservationId = await reservePoints(tx, {
      userId: payment.userId,
      amount,
      reason: job.reason,
      ref: job.id,
    });
    return { ...taken, reservationId, charged: amount };
  }
  return taken;
}
