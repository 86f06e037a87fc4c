import {
  type Endpoint,
  endpoints,
  LOCALE_CODES,
  type LocaleCode,
  taskEventsUrl,
} from '@captio/api-client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { authenticate, openApiSecurity } from '../../http/auth.js';
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
 * stream then reads the row this often instead.
 */
const POLL_WHILE_DEAF_MS = 2_000;

/** A task and its newest translation, as one event tells them. */
interface Watched {
  row: TaskRow;
  translation: TranslationRow | null;
}

async function watched(context: AppContext, caller: Caller, taskId: string): Promise<Watched> {
  const row = await findTask(context, caller, taskId);
  return { row, translation: await newestTranslation(context.db, row.id) };
}

/**
 * GET /api/tasks/:task_id/events: server-sent events of one of the caller's tasks (see
 * serveRowEvents): the task with its translation's progress at once, then on each change, until
 * the final state of the task and of the translation asked with it or after it. Answers 404
 * like the status call for a task that is not the caller's.
 */
export function serveTaskEvents(
  app: FastifyInstance,
  context: AppContext,
  engines: SpeechEngines,
): void {
  serveRowEvents<Watched>(app, context, {
    url: taskEventsUrl(':task_id'),
    param: 'task_id',
    tag: 'tasks',
    what: 'task',
    authAs: endpoints.taskStatus,
    load: (caller, taskId) => watched(context, caller, taskId),
    view: ({ row, translation }, locale) => toTask(row, engines, locale, translation),
    finished: ({ row, translation }) =>
      row.status !== 'WAITING' && translation?.status !== 'WAITING',
  });
}

/** What serveRowEvents streams: rows of a job (a task, a download) the change feed announces. */
export interface RowEvents<Row> {
  /** Fastify-style, with one `:param` naming the row's uuid. */
  url: string;
  param: string;
  tag: string;
  /** The row's kind, for the OpenAPI summary ("task", "download"). */
  what: string;
  /** The JSON endpoint whose authentication the stream shares. */
  authAs: Endpoint;
  /** The caller's row, or the 404 of one that is not theirs. */
  load: (caller: Caller, id: string) => Promise<Row>;
  view: (row: Row, locale: LocaleCode) => unknown;
  finished: (row: Row) => boolean;
}

/**
 * Server-sent events of one of the caller's rows. The row is sent at once, then again on each
 * change (`event: progress`, its JSON answer in `data`), from whichever process changed it (the
 * change feed carries the news: a row's uuid on the task channel); the stream ends after its
 * final state.
 */
export function serveRowEvents<Row>(
  app: FastifyInstance,
  context: AppContext,
  events: RowEvents<Row>,
): void {
  const open = new Set<() => void>();
  // Streams never end on their own while a row waits: closing the server ends them.
  app.addHook('preClose', (done) => {
    for (const end of [...open]) end();
    done();
  });

  app.get(
    events.url,
    {
      // A HEAD would hold its connection open like the stream, for no body.
      exposeHeadRoute: false,
      schema: {
        summary: `Server-sent events of a ${events.what} (text/event-stream): \`event: progress\` with the ${events.what} as JSON in \`data\`, at once and on each change, until its final state; \`:\` comment lines as heartbeats. 404 for a ${events.what} that is not the caller’s.`,
        tags: [events.tag],
        params: z.strictObject({ [events.param]: z.uuid() }),
        // An EventSource cannot send the page's Accept-Language: the page names its language here.
        querystring: z.strictObject({ locale: z.enum(LOCALE_CODES).optional() }),
        produces: ['text/event-stream'],
        security: openApiSecurity(events.authAs.auth),
        response: {
          200: z
            .string()
            .describe(`event: progress\\ndata: {"${events.param}": ..., "status": "WAITING", ...}`),
        },
      },
    },
    async (request, reply) => {
      const auth = await authenticate(context, request, events.authAs);
      const caller = callerOf(auth, request);
      const id = (request.params as Record<string, string>)[events.param] ?? '';
      const locale = (request.query as { locale?: LocaleCode }).locale ?? request.locale;
      const first = await events.load(caller, id);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      let last = '';
      let ended = false;
      const send = async (row: Row): Promise<void> => {
        const data = JSON.stringify(await events.view(row, locale));
        if (data === last || ended) return;
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
            const row = await events.load(caller, id).catch(() => undefined);
            if (ended) return;
            if (!row) return end();
            await send(row);
            if (events.finished(row)) return end();
          } while (again);
        } finally {
          reading = false;
        }
      };
      const unsubscribe = context.changes.subscribeTasks((changed) => {
        if (changed === undefined || changed === id) void reload();
      });
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const poll = setInterval(() => {
        if (!context.changes.live) void reload();
      }, POLL_WHILE_DEAF_MS);
      open.add(end);
      raw.on('close', end);

      await send(first);
      if (events.finished(first)) return end();
      // A change between the first read and the subscription would otherwise go unheard.
      await reload();
    },
  );
}
