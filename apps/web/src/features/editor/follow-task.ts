import { poll, type Task, taskEventsUrl, taskSchema } from '@captio/api-client';

/** What the follower needs of an EventSource (the browser's, or a test's). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

export interface FollowTaskOptions {
  taskId: string;
  /** Opens the server-sent events at a url; undefined when the browser has no EventSource. */
  openEvents: ((url: string) => EventSourceLike) | undefined;
  /** One look at the task over plain HTTP (the fallback). */
  fetchTask(): Promise<Task>;
  /** Each state of the task as it comes (stage and percent while it waits). */
  onUpdate(task: Task): void;
  signal: AbortSignal;
  /** Between two looks when polling; the poll helper's default otherwise. */
  pollIntervalMs?: number;
  /**
   * When following ends; by default once the task is finished. A transcript's translation is
   * followed past that: until task.translation is.
   */
  isDone?: (task: Task) => boolean;
}

const taskFinished = (task: Task) => task.status !== 'WAITING';

/**
 * Follows a task until it is finished, and resolves with its final state. Progress comes by
 * server-sent events (`progress`, the task as JSON); if they cannot be opened or fail (a proxy
 * that buffers them, a dropped connection), it switches to polling with the api-client's helper,
 * which gives up on a failure without a status (no connection) by rejecting. Aborting the
 * signal closes everything and rejects with its reason.
 */
export function followTask(options: FollowTaskOptions): Promise<Task> {
  const { signal } = options;
  const finished = options.isDone ?? taskFinished;
  const viaPolling = () =>
    poll(
      async () => {
        const task = await options.fetchTask();
        if (!signal.aborted) options.onUpdate(task);
        return task;
      },
      {
        isDone: finished,
        signal,
        ...(options.pollIntervalMs !== undefined && { intervalMs: options.pollIntervalMs }),
      },
    );
  if (!options.openEvents) return viaPolling();
  const open = options.openEvents;
  return new Promise<Task>((resolve, reject) => {
    signal.throwIfAborted();
    let source: EventSourceLike | undefined;
    let settled = false;
    const stop = () => {
      source?.close();
      signal.removeEventListener('abort', onAbort);
    };
    function onAbort() {
      if (settled) return;
      settled = true;
      stop();
      reject(signal.reason);
    }
    const fallBack = () => {
      if (settled) return;
      settled = true;
      stop();
      viaPolling().then(resolve, reject);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      source = open(taskEventsUrl(options.taskId));
    } catch {
      fallBack();
      return;
    }
    source.addEventListener('progress', (event) => {
      if (settled) return;
      let parsed;
      try {
        parsed = taskSchema.safeParse(JSON.parse(String(event.data)));
      } catch {
        parsed = undefined;
      }
      // An event that is not a task is a server out of step with this page: ask over HTTP.
      if (!parsed?.success) {
        fallBack();
        return;
      }
      options.onUpdate(parsed.data);
      if (finished(parsed.data)) {
        settled = true;
        stop();
        resolve(parsed.data);
      }
    });
    // EventSource would reconnect by itself, but a stream that failed once may be buffered by a
    // proxy for good: polling is the sure way.
    source.addEventListener('error', fallBack);
  });
}
