import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FilesTestApp,
  type Uploaded,
  createFilesTestApp,
} from '../../../test/support/files-app.js';
import {
  type MediaFixtures,
  filesUnder,
  makeMediaFixtures,
} from '../../../test/support/media-fixtures.js';
import { json, type SignedIn, signUp } from '../../../test/support/test-app.js';
import {
  type Holder,
  newVisitor,
  storeBytes,
  storeMediaRow,
} from '../../../test/support/transcription.js';
import {
  driveFiles,
  mediaFiles,
  tasks,
  transcripts,
  translations,
  users,
} from '../../db/schema.js';
import { addCode, addPlan } from '../billing/testing/fixtures.js';
import { fileStoreIn } from './file-store.js';
import { FileSweep } from './file-sweep.js';
import { KEEP_WITHOUT_CLOUD_MS } from './keep-rule.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The moment every sweep of these tests runs at. */
const NOW = new Date('2025-03-10T12:00:00Z');
const DURATION_MS = 4_200;

let t: FilesTestApp;
let media: MediaFixtures;

beforeAll(async () => {
  [t, media] = await Promise.all([createFilesTestApp(), makeMediaFixtures()]);
  t.clock.set(NOW);
});
afterAll(async () => {
  await Promise.all([t?.close(), media?.remove()]);
});

type Kind = 'visitor' | 'free' | 'payg' | 'paid';

/** Someone who holds files, with the headers their browser sends. */
interface Person {
  holder: Holder;
  headers: Record<string, string>;
}

async function person(kind: Kind): Promise<Person> {
  if (kind === 'visitor') {
    const { visitorId, headers } = newVisitor();
    return { holder: { visitorId }, headers };
  }
  const user: SignedIn = await signUp(t.app);
  const plan = {
    free: { level: 0 },
    payg: { level: 1, subscriptionType: 'ugo', neverExpires: true },
    paid: { level: 1, neverExpires: true },
  }[kind];
  await t.database.db.update(users).set(plan).where(eq(users.id, user.userId));
  return { holder: { userId: user.userId }, headers: user.headers };
}

const holderColumns = (holder: Holder) =>
  'userId' in holder ? { userId: holder.userId } : { visitorId: holder.visitorId };

/** A drive entry of stored content, as an upload makes it (kept until deleted by default). */
async function hold(
  who: Person,
  hash: string,
  keep: { createdAt?: Date; expiresAt?: Date | null } = {},
): Promise<void> {
  await t.database.db.insert(driveFiles).values({
    ...holderColumns(who.holder),
    fileHash: hash,
    fileName: 'interview.m4a',
    fileSize: 2048,
    contentType: 'audio/mp4',
    ...keep,
  });
}

/**
 * A file uploaded `ageMs` before NOW, held as the upload route holds it (kept a week without
 * cloud space, until deleted with it), and a task of it, finished with a transcript or running.
 */
async function transcribed(
  who: Person,
  options: { ageMs: number; finished: boolean; cloud: boolean },
) {
  const uploadedAt = new Date(NOW.getTime() - options.ageMs);
  const hash = await storeBytes(t.dataDir, randomBytes(2048));
  await storeMediaRow(t.database.db, { hash, durationMs: DURATION_MS, size: 2048 });
  await hold(who, hash, {
    createdAt: uploadedAt,
    expiresAt: options.cloud ? null : new Date(uploadedAt.getTime() + KEEP_WITHOUT_CLOUD_MS),
  });
  const taskId = await addTask(who, hash, { createdAt: uploadedAt, finished: options.finished });
  return { hash, taskId };
}

/** A file of a holder without cloud space uploaded a day longer ago than its keep, and its task. */
const transcribedPastKeep = (who: Person, options: { finished: boolean }) =>
  transcribed(who, { ageMs: KEEP_WITHOUT_CLOUD_MS + DAY_MS, cloud: false, ...options });

/** A task of stored content made at `createdAt`: finished with a one-line transcript, or running. */
async function addTask(
  who: Person,
  hash: string,
  options: { createdAt: Date; finished: boolean },
): Promise<string> {
  const [task] = await t.database.db
    .insert(tasks)
    .values({
      ...holderColumns(who.holder),
      fileHash: hash,
      fileName: 'interview.m4a',
      language: 'en',
      mode: 1,
      model: 1,
      createdAt: options.createdAt,
      ...(options.finished
        ? {
            status: 'SUCCESS' as const,
            stage: 'done' as const,
            progress: 100,
            finishedAt: options.createdAt,
          }
        : {}),
    })
    .returning();
  if (!task) throw new Error('no task');
  if (options.finished) {
    await t.database.db.insert(transcripts).values({
      taskId: task.id,
      fileJson: [{ start_time: 0, end_time: 1_500, text: 'Hello there.' }],
    });
  }
  return task.id;
}

const sweep = () =>
  new FileSweep({
    db: t.database.db,
    store: fileStoreIn(t.dataDir),
    log: { info: () => {}, error: () => {} },
    now: () => t.clock.now,
  }).sweep();

const storedFiles = async (hash: string) =>
  (await filesUnder(t.filesDir)).filter((path) => path.includes(hash));

const taskRow = async (id: string) =>
  (await t.database.db.select().from(tasks).where(eq(tasks.id, id)))[0];

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

interface ResultAnswer {
  data: {
    media_kept: boolean;
    file: { file_hash: string } | null;
    url: string;
    file_pic: string;
    duration: number;
    file_json: { text: string }[];
  };
}

describe('the keep of a task’s media, by holder', () => {
  // Media is kept for a finished task as long as its holder's drive entry: a week without cloud
  // space, until deleted with it. After that a user's task keeps its transcript without the
  // media; a visitor's task goes whole. A running task always keeps its file.
  const cases: {
    kind: Kind;
    cloud: boolean;
    finished: boolean;
    expired: boolean;
    expect: 'kept' | 'released' | 'deleted';
  }[] = [
    { kind: 'visitor', cloud: false, finished: true, expired: true, expect: 'deleted' },
    { kind: 'visitor', cloud: false, finished: false, expired: true, expect: 'kept' },
    { kind: 'visitor', cloud: false, finished: true, expired: false, expect: 'kept' },
    { kind: 'free', cloud: false, finished: true, expired: true, expect: 'released' },
    { kind: 'free', cloud: false, finished: false, expired: true, expect: 'kept' },
    { kind: 'free', cloud: false, finished: true, expired: false, expect: 'kept' },
    { kind: 'payg', cloud: false, finished: true, expired: true, expect: 'released' },
    { kind: 'payg', cloud: false, finished: false, expired: true, expect: 'kept' },
    { kind: 'payg', cloud: false, finished: true, expired: false, expect: 'kept' },
    // Uploaded long ago: with cloud space nothing expires.
    { kind: 'paid', cloud: true, finished: true, expired: true, expect: 'kept' },
    { kind: 'paid', cloud: true, finished: false, expired: true, expect: 'kept' },
  ];

  it.each(cases)(
    '$kind, task finished: $finished, uploaded past the keep: $expired → $expect',
    async (example) => {
      const who = await person(example.kind);
      const ageMs = example.expired ? KEEP_WITHOUT_CLOUD_MS + DAY_MS : DAY_MS;
      const { hash, taskId } = await transcribed(who, { ageMs, ...example });

      await sweep();

      const task = await taskRow(taskId);
      const [mediaRow] = await t.database.db
        .select()
        .from(mediaFiles)
        .where(eq(mediaFiles.hash, hash));
      const mediaAnswer = await get(`/api/files/${hash}/media`, who.headers);
      switch (example.expect) {
        case 'kept': {
          expect(task?.mediaReleasedAt).toBeNull();
          expect(mediaRow).toBeDefined();
          expect(await storedFiles(hash)).toHaveLength(1);
          // A running task's file stays for its worker even after its entry expired.
          if (!example.expired || example.cloud) expect(mediaAnswer.statusCode).toBe(200);
          if (example.finished && (!example.expired || example.cloud)) {
            const result = json<ResultAnswer>(await get(`/api/result/${hash}/`, who.headers));
            expect(result.data).toMatchObject({
              media_kept: true,
              url: `/api/files/${hash}/media`,
            });
            expect(result.data.file?.file_hash).toBe(hash);
          }
          break;
        }
        case 'released': {
          expect(task?.mediaReleasedAt).toEqual(NOW);
          expect(task?.mediaDurationMs).toBe(DURATION_MS);
          expect(mediaRow).toBeUndefined();
          expect(await storedFiles(hash)).toEqual([]);
          expect(
            await t.database.db.select().from(transcripts).where(eq(transcripts.taskId, taskId)),
          ).toHaveLength(1);
          // The transcript still opens, saying that its media is gone.
          const result = await get(`/api/result/${hash}/`, who.headers);
          expect(result.statusCode).toBe(200);
          expect(json<ResultAnswer>(result).data).toMatchObject({
            media_kept: false,
            file: null,
            url: '',
            file_pic: '',
            duration: DURATION_MS / 1000,
            file_json: [{ text: 'Hello there.' }],
          });
          for (const path of ['media', 'waveform/', 'thumbnail', '']) {
            const answer = await get(`/api/files/${hash}/${path}`, who.headers);
            expect(answer.statusCode, path).toBe(410);
            expect(json(answer), path).toMatchObject({ code: 'media_not_kept' });
            expect(JSON.stringify(json(answer)), path).toMatch(/no longer kept/);
          }
          break;
        }
        case 'deleted': {
          expect(task).toBeUndefined();
          expect(
            await t.database.db.select().from(transcripts).where(eq(transcripts.taskId, taskId)),
          ).toEqual([]);
          expect(mediaRow).toBeUndefined();
          expect(await storedFiles(hash)).toEqual([]);
          expect(mediaAnswer.statusCode).toBe(404);
          expect((await get(`/api/result/${hash}/`, who.headers)).statusCode).toBe(404);
          break;
        }
      }
    },
  );
});

describe('releasing task media safely', () => {
  it('lets go of a running task’s file once it finishes, and does it once', async () => {
    const who = await person('free');
    const { hash, taskId } = await transcribedPastKeep(who, { finished: false });
    await sweep();
    expect(await storedFiles(hash)).toHaveLength(1);

    await t.database.db
      .update(tasks)
      .set({ status: 'SUCCESS', finishedAt: NOW })
      .where(eq(tasks.id, taskId));
    expect((await sweep()).freed).toContain(hash);
    expect((await taskRow(taskId))?.mediaReleasedAt).toEqual(NOW);

    // Again later: nothing left to do, and the task keeps the moment its media went.
    t.clock.advance(DAY_MS);
    try {
      expect((await sweep()).freed).not.toContain(hash);
      expect((await taskRow(taskId))?.mediaReleasedAt).toEqual(NOW);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('keeps media that another holder still holds, answering each by their own keep', async () => {
    const free = await person('free');
    const paid = await person('paid');
    const { hash, taskId } = await transcribedPastKeep(free, { finished: true });
    await hold(paid, hash);

    await sweep();

    expect((await taskRow(taskId))?.mediaReleasedAt).toEqual(NOW);
    expect(await storedFiles(hash)).toHaveLength(1);
    expect((await get(`/api/files/${hash}/media`, free.headers)).statusCode).toBe(410);
    expect((await get(`/api/files/${hash}/media`, paid.headers)).statusCode).toBe(200);
  });

  it('gives the media back to a user who uploads the same file again', async () => {
    const who = await person('free');
    const bytes = await media.bytes('tone.mp3');
    t.clock.set(new Date(NOW.getTime() - KEEP_WITHOUT_CLOUD_MS - DAY_MS));
    let hash: string;
    try {
      const upload = await t.upload(
        [{ name: 'file', filename: 'tone.mp3', data: bytes }],
        who.headers,
      );
      expect(upload.statusCode).toBe(201);
      hash = json<Uploaded>(upload).data.file.file_hash;
    } finally {
      t.clock.set(NOW);
    }
    const taskId = await addTask(who, hash, { createdAt: NOW, finished: true });
    await sweep();
    expect((await get(`/api/files/${hash}/media`, who.headers)).statusCode).toBe(410);

    const again = await t.upload(
      [{ name: 'file', filename: 'tone.mp3', data: bytes }],
      who.headers,
    );
    expect(again.statusCode).toBe(201);

    expect((await taskRow(taskId))?.mediaReleasedAt).toBeNull();
    expect((await get(`/api/files/${hash}/media`, who.headers)).statusCode).toBe(200);
    const result = json<ResultAnswer>(await get(`/api/result/${hash}/`, who.headers));
    expect(result.data.media_kept).toBe(true);
  });

  it('lets go of the media at once when a paid user deletes the file, keeping the transcript', async () => {
    const who = await person('paid');
    const { hash, taskId } = await transcribed(who, { ageMs: DAY_MS, finished: true, cloud: true });
    const [entry] = await t.database.db
      .select()
      .from(driveFiles)
      .where(eq(driveFiles.fileHash, hash));
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/drive/delete_file/',
      headers: who.headers,
      payload: { uuid: entry?.uuid },
    });
    expect(deleted.statusCode).toBe(200);

    expect(await storedFiles(hash)).toEqual([]);
    expect((await taskRow(taskId))?.mediaReleasedAt).toEqual(NOW);
    const result = json<ResultAnswer>(await get(`/api/result/${hash}/`, who.headers));
    expect(result.data).toMatchObject({ media_kept: false, file_json: [{ text: 'Hello there.' }] });
  });

  it('keeps a visitor’s task while its translation runs', async () => {
    const who = await person('visitor');
    const { hash, taskId } = await transcribedPastKeep(who, { finished: true });
    const [translation] = await t.database.db
      .insert(translations)
      .values({ ...holderColumns(who.holder), taskId, fileName: 'x', targetLanguage: 'fr' })
      .returning();
    await sweep();
    expect(await taskRow(taskId)).toBeDefined();
    expect(await storedFiles(hash)).toHaveLength(1);

    await t.database.db
      .update(translations)
      .set({ status: 'SUCCESS', finishedAt: NOW })
      .where(eq(translations.id, translation?.id ?? ''));
    await sweep();
    expect(await taskRow(taskId)).toBeUndefined();
    expect(await storedFiles(hash)).toEqual([]);
  });

  it('gives the same outcome when several processes sweep at once', async () => {
    const people = await Promise.all([person('visitor'), person('free'), person('free')]);
    const made = await Promise.all(
      people.map((who) => transcribedPastKeep(who, { finished: true })),
    );
    const rounds = await Promise.all([sweep(), sweep(), sweep()]);

    const freed = rounds.flatMap((round) => round.freed);
    for (const { hash } of made) {
      // Each hash freed by exactly one of them.
      expect(freed.filter((h) => h === hash)).toHaveLength(1);
      expect(await storedFiles(hash)).toEqual([]);
    }
    const rows = await t.database.db
      .select()
      .from(tasks)
      .where(
        inArray(
          tasks.id,
          made.map((m) => m.taskId),
        ),
      );
    expect(rows.map((row) => row.mediaReleasedAt)).toEqual([NOW, NOW]);
  });
});

describe('a plan with cloud space bought within the keep', () => {
  it('keeps the files the user still holds, and their tasks’ media with them', async () => {
    const who = await person('free');
    const recent = await transcribed(who, { ageMs: DAY_MS, finished: true, cloud: false });
    const expired = await transcribedPastKeep(who, { finished: true });
    const plan = await addPlan(t.database.db, { durationDays: null });
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/pricing/redeem/',
      headers: who.headers,
      payload: { code: await addCode(t.database.db, plan.id) },
    });
    expect(redeemed.statusCode).toBe(200);

    t.clock.advance(30 * DAY_MS);
    try {
      await sweep();
      const [entry] = await t.database.db
        .select()
        .from(driveFiles)
        .where(eq(driveFiles.fileHash, recent.hash));
      expect(entry?.expiresAt).toBeNull();
      expect((await taskRow(recent.taskId))?.mediaReleasedAt).toBeNull();
      expect((await get(`/api/files/${recent.hash}/media`, who.headers)).statusCode).toBe(200);
      // What had already expired before the plan is not brought back.
      expect((await taskRow(expired.taskId))?.mediaReleasedAt).not.toBeNull();
      expect(await storedFiles(expired.hash)).toEqual([]);
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe('what visitors leave without a stored file', () => {
  const subtitleTranslation = async (
    who: Person,
    options: { ageMs: number; finished: boolean },
  ) => {
    const createdAt = new Date(NOW.getTime() - options.ageMs);
    const [row] = await t.database.db
      .insert(translations)
      .values({
        ...holderColumns(who.holder),
        fileName: 'talk.srt',
        targetLanguage: 'de',
        sourceCues: [{ start_time: 0, end_time: 1000, text: 'Hi' }],
        createdAt,
        ...(options.finished
          ? { status: 'SUCCESS' as const, finishedAt: createdAt, translatedCues: [] }
          : {}),
      })
      .returning();
    if (!row) throw new Error('no translation');
    return row.id;
  };
  const exists = async (id: string) =>
    (await t.database.db.select().from(translations).where(eq(translations.id, id))).length === 1;

  it.each([
    { kind: 'visitor' as const, old: true, finished: true, kept: false },
    { kind: 'visitor' as const, old: false, finished: true, kept: true },
    { kind: 'visitor' as const, old: true, finished: false, kept: true },
    { kind: 'free' as const, old: true, finished: true, kept: true },
  ])(
    'a subtitle-file translation of a $kind, past the keep: $old, finished: $finished → kept: $kept',
    async ({ kind, old, finished, kept }) => {
      const who = await person(kind);
      const ageMs = old ? KEEP_WITHOUT_CLOUD_MS + 1 : KEEP_WITHOUT_CLOUD_MS - DAY_MS;
      const id = await subtitleTranslation(who, { ageMs, finished });
      await sweep();
      expect(await exists(id)).toBe(kept);
      const answer = await get(`/api/translations/${id}/`, who.headers);
      expect(answer.statusCode).toBe(kept ? 200 : 404);
    },
  );

  it("deletes a visitor's failed link task past the keep", async () => {
    const who = await person('visitor');
    const createdAt = new Date(NOW.getTime() - KEEP_WITHOUT_CLOUD_MS - DAY_MS);
    const [task] = await t.database.db
      .insert(tasks)
      .values({
        ...holderColumns(who.holder),
        sourceUrl: 'https://example.com/v/1',
        fileName: 'link',
        language: 'en',
        mode: 1,
        model: 1,
        status: 'DOWNLOAD_FAILED',
        finishedAt: createdAt,
        createdAt,
      })
      .returning();
    await sweep();
    expect(await taskRow(task?.id ?? '')).toBeUndefined();
  });
});
