import { endpoints, taskEventsUrl } from '@captio/api-client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { authenticate } from '../../http/auth.js';
import { type Caller, callerOf } from './caller.js';
import type { TranslationRow } from '../translation/translation-store.js';
import { newestTranslation } from '../translation/translation-view.js';
import type { SpeechEngines } from './engines.js';
import { findTask } from './find-task.js';
import { type TaskRow, toTask } from './task-view.js';

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/**
 * While the change feed is down (a lost connection to Postgres) nothing announces changes: the
 * stream then reads the task this often instead.
 */
const POLL_WHILE_DEAF_MS = 2_000;

/** A task and its newest translation, as one event tells them. */
interface Watched {
  row: TaskRow;
  translation: TranslationRow | null;
}

/** Finished once the task is, and the translation asked with it or after it too. */
const finished = ({ row, translation }: Watched) =>
  row.status !== 'WAITING' && translation?.status !== 'WAITING';

async function watched(context: AppContext, caller: Caller, taskId: string): Promise<Watched> {
  const row = await findTask(context, caller, taskId);
  return { row, translation: await newestTranslation(context.db, row.id) };
}

/**
 * GET /api/tasks/:task_id/events: server-sent events of one of the caller's tasks. The task is
 * sent at once, then again on each change (`event: progress`, the task as JSON in `data`, with its
 * translation's progress), from whichever process changed it (the change feed carries the news);
 * the stream ends after the final state of the task and of its translation. Answers 404 like the status call for a task that is not the caller's.
 */
export function serveTaskEvents(
  app: FastifyInstance,
  context: AppContext,
  engines: SpeechEngines,
): void {
  const open = new Set<() => void>();
  // Streams never end on their own while a task waits: closing the server ends them.
  app.addHook('preClose', (done) => {
    for (const end of [...open]) end();
    done();
  });

  app.get(
    taskEventsUrl(':task_id'),
    {
      // A HEAD would hold its connection open like the stream, for no body.
      exposeHeadRoute: false,
      schema: {
        summary:
          'Server-sent events of a task (text/event-stream): `event: progress` with the task as JSON in `data`, at once and on each change, until its final state; `:` comment lines as heartbeats. 404 for a task that is not the caller’s.',
        tags: ['tasks'],
        params: z.strictObject({ task_id: z.uuid() }),
        produces: ['text/event-stream'],
        security: [{}, { token: [] }],
        response: {
          200: z
            .string()
            .describe('event: progress\\ndata: {"task_id": ..., "status": "WAITING", ...}'),
        },
      },
    },
    async (request, reply) => {
      const auth = await authenticate(context, request, endpoints.taskStatus);
      const caller = callerOf(auth, request);
      const { task_id: taskId } = request.params as { task_id: string };
      const first = await watched(context, caller, taskId);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      let last = '';
      let ended = false;
      const send = ({ row, translation }: Watched): void => {
        const data = JSON.stringify(toTask(row, engines, request.locale, translation));
        if (data === last) return;
        last = data;
        raw.write(`event: progress\ndata: ${data}\n\n`);
      };
      const end = () => {
        if (ended) return;
        ended = true;
        unsubscribe();
        clearInterval(heartbeat);
        clearInterval(poll);
        open.delete(end);
        raw.end();
      };
      // Reads coalesce: a burst of announcements costs one read, and reads never overlap.
      let reading = false;
      let again = false;
      const reload = async (): Promise<void> => {
        if (ended) return;
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          do {
            again = false;
            const row = await watched(context, caller, taskId).catch(() => undefined);
            if (ended) return;
            if (!row) return end();
            send(row);
            if (finished(row)) return end();
          } while (again);
        } finally {
          reading = false;
        }
      };
      const unsubscribe = context.changes.subscribeTasks((changed) => {
        if (changed === undefined || changed === taskId) void reload();
      });
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const poll = setInterval(() => {
        if (!context.changes.live) void reload();
      }, POLL_WHILE_DEAF_MS);
      open.add(end);
      raw.on('close', end);

      send(first);
      if (finished(first)) return end();
      // A change between the first read and the subscription would otherwise go unheard.
      await reload();
    },
  );
}
