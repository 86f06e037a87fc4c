import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OpenDatabase } from '../../src/db/database.js';
import { users } from '../../src/db/schema.js';
import { json, type SignedIn, signUp } from './test-app.js';

/**
 * A new user at an API level (keys are for levels above 2) with a key of their own: the user's
 * session, and the headers of a call made with the key.
 */
export async function apiCustomer(
  t: { app: FastifyInstance; database: Pick<OpenDatabase, 'db'> },
  keyName: string,
): Promise<{ customer: SignedIn; key: Record<string, string> }> {
  const customer = await signUp(t.app);
  await t.database.db
    .update(users)
    .set({ level: 3, neverExpires: true })
    .where(eq(users.id, customer.userId));
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/keys/',
    headers: customer.headers,
    payload: { name: keyName },
  });
  if (made.statusCode !== 200) throw new Error(`no key: ${made.statusCode} ${made.body}`);
  return {
    customer,
    key: { authorization: `Bearer ${json<{ data: { key: string } }>(made).data.key}` },
  };
}
