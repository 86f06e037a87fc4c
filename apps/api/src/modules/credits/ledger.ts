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

/** users.point is a Postgres integer: a change beyond this could never be stored. */
const MAX_POINT_CHANGE = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isPointAmount(value: number): boolean {
  return Number.isSafeInteger(value) && Math.abs(value) <= MAX_POINT_CHANGE;
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
  if (!isPointAmount(change.delta) || change.delta === 0) {
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
  if (!isPointAmount(reservation.amount) || reservation.amount <= 0) {
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
 * Closes a held reservation as spent. When the work cost less than was held (`spent`), the
 * difference goes back; spending more than was held is a caller's error, never silently capped.
 * Returns false when the reservation is unknown or already closed (settling twice is a no-op).
 */
export async function settleReservation(
  db: Queryable,
  reservationId: string,
  spent?: number,
): Promise<boolean> {
  if (spent !== undefined && (!isPointAmount(spent) || spent < 0)) {
    throw new Error(`settleReservation: spent must be a non-negative integer, not ${spent}`);
  }
  if (!UUID.test(reservationId)) return false;
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(pointReservations)
      .set({ status: 'settled', closedAt: sql`now()` })
      .where(and(eq(pointReservations.id, reservationId), eq(pointReservations.status, 'held')))
      .returning();
    if (!closed) return false;
    if (spent !== undefined && spent > closed.amount) {
      // Thrown inside the transaction: the reservation stays held.
      throw new Error(
        `settleReservation: spent ${spent} is more than the ${closed.amount} held by ${closed.id}`,
      );
    }
    const unused = spent === undefined ? 0 : closed.amount - spent;
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

/** Gives a held reservation back in full; false when it is unknown or already closed. */
export async function refundReservation(db: Queryable, reservationId: string): Promise<boolean> {
  if (!UUID.test(reservationId)) return false;
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(pointReservations)
      .set({ status: 'refunded', closedAt: sql`now()` })
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
