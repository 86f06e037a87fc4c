import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { pointLedger, pointReservations, users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { creditMessages } from './messages.js';

/** Raised when a debit would take the balance below zero; nothing was changed. */
export class InsufficientCreditsError extends AppError {
  constructor(needed: number, balance: number) {
    super(402, 'insufficient_credits', creditMessages.insufficient, {
      values: { needed, balance },
    });
  }
}

export interface PointChange {
  userId: number;
  /** Positive to add credits, negative to take them. */
  delta: number;
  /** Why, in words an operator reads in the ledger (plan:vip-month, code:ABC, refund:...). */
  reason: string;
  ref?: string | null;
}

/**
 * Changes a balance and writes its ledger row in one transaction. The balance moves in a single
 * conditional UPDATE, so concurrent debits never lose an update and never go below zero (the
 * row lock serializes them; the CHECK constraint is a second guard).
 */
export async function changePoints(db: Queryable, change: PointChange): Promise<number> {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
    throw new Error(`changePoints: delta must be a non-zero integer, not ${change.delta}`);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ point: sql`${users.point} + ${change.delta}` })
      .where(and(eq(users.id, change.userId), sql`${users.point} + ${change.delta} >= 0`))
      .returning({ point: users.point });
    if (!row) {
      const [current] = await tx
        .select({ point: users.point })
        .from(users)
        .where(eq(users.id, change.userId));
      if (!current) throw new Error(`changePoints: no user ${change.userId}`);
      throw new InsufficientCreditsError(-change.delta, current.point);
    }
    await tx.insert(pointLedger).values({
      userId: change.userId,
      delta: change.delta,
      balance: row.point,
      reason: change.reason,
      ref: change.ref ?? null,
    });
    return row.point;
  });
}

/** Holds credits for work that may fail: taken now, then settled or refunded exactly once. */
export async function reservePoints(
  db: Queryable,
  reservation: { userId: number; amount: number; reason: string; ref?: string | null },
): Promise<string> {
  if (!Number.isSafeInteger(reservation.amount) || reservation.amount <= 0) {
    throw new Error(`reservePoints: amount must be a positive integer, not ${reservation.amount}`);
  }
  return db.transaction(async (tx) => {
    const [held] = await tx
      .insert(pointReservations)
      .values({
        userId: reservation.userId,
        amount: reservation.amount,
        reason: reservation.reason,
        ref: reservation.ref ?? null,
      })
      .returning({ id: pointReservations.id });
    if (!held) throw new Error('reservePoints: insert returned no row');
    await changePoints(tx, {
      userId: reservation.userId,
      delta: -reservation.amount,
      reason: `reserve:${reservation.reason}`,
      ref: held.id,
    });
    return held.id;
  });
}

/**
 * Closes a held reservation as spent. When the work cost less than was held, the difference
 * goes back. Returns false when the reservation was already closed (settling twice is a no-op).
 */
export async function settleReservation(
  db: Queryable,
  reservationId: string,
  spent?: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(pointReservations)
      .set({ status: 'settled', closedAt: new Date() })
      .where(and(eq(pointReservations.id, reservationId), eq(pointReservations.status, 'held')))
      .returning();
    if (!closed) return false;
    const unused =
      spent === undefined ? 0 : closed.amount - Math.max(0, Math.min(spent, closed.amount));
    if (unused > 0) {
      await changePoints(tx, {
        userId: closed.userId,
        delta: unused,
        reason: `unused:${closed.reason}`,
        ref: closed.id,
      });
    }
    return true;
  });
}

/** Gives a held reservation back in full; false when it was already closed. */
export async function refundReservation(db: Queryable, reservationId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(pointReservations)
      .set({ status: 'refunded', closedAt: new Date() })
      .where(and(eq(pointReservations.id, reservationId), eq(pointReservations.status, 'held')))
      .returning();
    if (!closed) return false;
    await changePoints(tx, {
      userId: closed.userId,
      delta: closed.amount,
      reason: `refund:${closed.reason}`,
      ref: closed.id,
    });
    return true;
  });
}
