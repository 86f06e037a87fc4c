import { count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { plans, pointLedger } from '../../db/schema.js';

/** Entries on one page of /api/point/history/. */
export const HISTORY_PAGE_SIZE = 50;

export interface PointEntry {
  id: number;
  delta: number;
  balance: number;
  reason: string;
  created_time: string;
}

/**
 * One page (from 1) of a user's ledger, newest first, and how many entries there are in all. The
 * ledger names a plan's credits by the plan's id (`plan:vip-month`, for operators); the reader
 * is shown its name as sold (`plan:VIP`), also for plans since taken off sale.
 */
export async function pointHistoryPage(
  db: Queryable,
  userId: number,
  page: number,
): Promise<{ result: PointEntry[]; total: number }> {
  const mine = eq(pointLedger.userId, userId);
  const rows = await db
    .select({
      id: pointLedger.id,
      delta: pointLedger.delta,
      balance: pointLedger.balance,
      reason: pointLedger.reason,
      createdAt: pointLedger.createdAt,
      planName: plans.name,
    })
    .from(pointLedger)
    .leftJoin(plans, sql`${pointLedger.reason} = 'plan:' || ${plans.id}`)
    .where(mine)
    // Ids follow the order the balance moved in (each is taken under the user's row lock).
    .orderBy(desc(pointLedger.id))
    .limit(HISTORY_PAGE_SIZE)
    .offset((page - 1) * HISTORY_PAGE_SIZE);
  const [counted] = await db.select({ total: count() }).from(pointLedger).where(mine);
  return {
    result: rows.map((row) => ({
      id: row.id,
      delta: row.delta,
      balance: row.balance,
      reason: row.planName === null ? row.reason : `plan:${row.planName}`,
      created_time: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}
