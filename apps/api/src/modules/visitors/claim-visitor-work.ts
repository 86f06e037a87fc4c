import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { downloads, tasks, translations } from '../../db/schema.js';

/**
 * What a browser made before signing in or up (its transcriptions, translations and downloads,
 * done or under way) becomes the account's, in one transaction: the transcript a visitor just
 * made must be in the workspace they sign up to, not left to expire with the visitor. Their
 * files go by claimVisitorFiles, on the drive's rule. How many rows moved.
 */
export async function claimVisitorWork(
  db: Database,
  visitorId: string,
  userId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    let moved = 0;
    for (const table of [tasks, translations, downloads]) {
      const rows = await tx
        .update(table)
        .set({ userId, visitorId: null })
        .where(eq(table.visitorId, visitorId))
        .returning({ id: table.id });
      moved += rows.length;
    }
    return moved;
  });
}
