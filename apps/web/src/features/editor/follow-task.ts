import { type Task, taskEventsUrl, taskSchema } from '@captio/api-client';
import { type EventSourceLike, followEvents } from '../../api/follow-events.js';

export type { EventSourceLike };

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
 * Follows a task until it is finished (events, else polling: followEvents), and resolves with
 * its final state.
 */
export function followTask({
  taskId,
  fetchTask,
  isDone = taskFinished,
  ...options
}: FollowTaskOptions): Promise<Task> {
  return followEvents({
    ...options,
    eventsUrl: taskEventsUrl(taskId),
    schema: taskSchema,
    isDone,
    fetchRow: fetchTask,
  });
}
