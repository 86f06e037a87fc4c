import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TranscriptionApp,
  createTranscriptionApp,
  holdFile,
  newVisitor,
  storeMediaRow,
} from './support/transcription.js';

/** Two people behind the same proxy, and a third who puts an address of their own first. */
const FIRST = '198.51.100.1';
const SECOND = '198.51.100.2';
const FORGED = `192.0.2.77, ${FIRST}`;

describe.each([
  ['unset (off)', {}, 403],
  ['one hop', { CAPTIO_TRUST_PROXY: '1' }, 200],
  ['naming the proxy', { CAPTIO_TRUST_PROXY: '127.0.0.0/8,::1' }, 200],
  ['naming other proxies than the caller', { CAPTIO_TRUST_PROXY: '10.0.0.0/8' }, 403],
] as const)('with CAPTIO_TRUST_PROXY %s', (_case, env, secondPerson) => {
  let t: TranscriptionApp;
  beforeAll(async () => {
    t = await createTranscriptionApp({ CAPTIO_WORKERS: '0', ...env });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`the free uses of visitors behind a proxy at 127.0.0.1 are ${secondPerson === 200 ? 'their own' : "the proxy's"}, and no client chooses its address`, async () => {
    const hash = 'c'.repeat(64);
    await storeMediaRow(t.database.db, { hash, durationMs: 20_000 });
    const create = async (forwardedFor: string) => {
      const visitor = newVisitor();
      await holdFile(t.database.db, { visitorId: visitor.visitorId }, hash);
      return t.app.inject({
        method: 'POST',
        url: '/api/tasks/create/',
        headers: { ...visitor.headers, 'x-forwarded-for': forwardedFor },
        payload: { file_hash: hash, language: 'en' },
        remoteAddress: '127.0.0.1',
      });
    };
    const first = [];
    for (let i = 0; i < 3; i++) first.push((await create(FIRST)).statusCode);
    expect(first).toEqual([200, 200, 200]);
    expect((await create(SECOND)).statusCode).toBe(secondPerson);
    // The first person again, with cookies cleared and an address of their choosing in front:
    // the proxy's own entry (or the socket) names them, and their uses are gone.
    expect((await create(FORGED)).statusCode).toBe(403);
  });
});
